// GET /admin/privacy/:id/export: the person's data as one zip, streamed (admins only). Each
// download is written into the request's history.
import { appContext, requestLanguage } from "~/.server/context";
import { storageFor } from "~/.server/storage/storage-for.server";
import { documentPdfOf } from "~/features/checkout/documents/issue-document.server";
import { readSlip } from "~/features/checkout/slips.server";
import { logExport, openRequestData, parseRequestId } from "~/features/privacy/privacy-actions.server";
import { exportFileName, exportZipStream } from "~/features/privacy/privacy-export.server";
import { privacyMessages } from "~/features/privacy/privacy-messages";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import { NO_STORE_CACHE_CONTROL, noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-privacy-export";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, env } = context.get(appContext);
  const t = messagesT(privacyMessages, requestLanguage(context));
  const phone = new URL(request.url).searchParams.get("phone")?.slice(0, 40);
  const found = await openRequestData(db, parseRequestId(params.id), phone);
  if (!found.ok)
    return new Response(t(found.error), {
      status: found.status,
      headers: noStoreHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  await logExport(db, found.row.id, user.uid);
  const slips = storageFor(env, db, "slips");
  const stream = exportZipStream(found.data, {
    readSlip: (path) => readSlip(slips, path),
    documentPdf: (orderId, documentId) => documentPdfOf(db, orderId, documentId),
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(found.row.id)}"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
