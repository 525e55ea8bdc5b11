// What the local provider's sign-in form accepts, and how its body is read (bounded).
import type { IncomingMessage } from "node:http";
import { z } from "zod";

const MAX_FORM_BYTES = 8 * 1024;

export const SignInForm = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value)),
});

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
