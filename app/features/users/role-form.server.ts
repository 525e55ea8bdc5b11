// Reads the Users screen's role form within a small size limit: it is three short fields, so a
// larger body is refused before it is all read (Content-Length first, then counted as it streams).
import { readWithin } from "~/.server/bounded-body";

/** A role form is three short fields; anything much larger is not one. */
export const MAX_ROLE_FORM_BYTES = 4 * 1024;

/** The form, or null when the body is too large or not a form. */
export async function readRoleForm(request: Request, maxBytes = MAX_ROLE_FORM_BYTES): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const body = request.body ? await readWithin(request.body, maxBytes) : new Uint8Array();
  if (!body) return null;
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}
