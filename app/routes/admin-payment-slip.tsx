// GET /admin/payments/slips/:paymentId: a transfer slip image, for signed-in staff only. Slips are
// never served publicly (storage bucket "slips"); the type was checked by content at upload.
import { appContext } from "~/.server/context";
import { findSlip } from "~/features/checkout/orders.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { readSlip } from "~/features/checkout/slips.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-payment-slip";
import { NO_STORE_CACHE_CONTROL, noStoreHeaders } from "~/lib/cache-control";

const allowed = new Set(["image/jpeg", "image/png", "image/webp"]);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = context.get(appContext);
  const notFound = () => new Response("Not found", { status: 404, headers: noStoreHeaders() });
  const id = Number(params.paymentId);
  if (!Number.isSafeInteger(id) || id <= 0) return notFound();
  const slip = await findSlip(db, id);
  if (!slip || !allowed.has(slip.contentType)) return notFound();
  const bytes = await readSlip(storageFor(env, db, "slips"), slip.path);
  if (!bytes) return notFound();
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": slip.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="slip-${id}.${slip.contentType.split("/")[1]}"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, the image can run nothing.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
