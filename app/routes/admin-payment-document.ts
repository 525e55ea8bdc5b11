// GET /admin/payments/:orderId/documents/:documentId: a receipt or tax invoice, for admins only.
import { appContext } from "~/.server/context";
import { adminDocument } from "~/features/checkout/documents/document-download.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-payment-document";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  return adminDocument(db, params.orderId, params.documentId);
}
