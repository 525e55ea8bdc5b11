// GET /order-confirmation/documents/:documentId?ref=…&t=…: a receipt or tax invoice of the order
// behind the link, as a PDF download.
import { appContext } from "~/.server/context";
import { customerDocument } from "~/features/checkout/documents/document-download.server";
import { readOrderLink } from "~/features/checkout/order-access.server";
import type { Route } from "./+types/order-document";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  return customerDocument(db, env, readOrderLink(new URL(request.url).searchParams), params.documentId);
}
