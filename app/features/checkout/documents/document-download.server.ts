// A receipt or tax invoice as a download: for the customer behind the order's link, and for
// admins. Never cached (the link grants access, not the address), never indexed, never run.
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { NO_STORE_CACHE_CONTROL, noStoreHeaders } from "~/lib/cache-control";
import { urlIdOf } from "../admin-payments-schema";
import { orderSecret } from "../checkout.server";
import { linkOpensOrder, type OrderLink } from "../order-access.server";
import { findOrder } from "../orders.server";
import { documentPdfOf } from "./issue-document.server";

const notFound = () => new Response("Not found", { status: 404, headers: noStoreHeaders({ "X-Robots-Tag": "noindex" }) });

function pdfResponse(document: { number: string; pdf: Buffer }): Response {
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.pdf.byteLength),
      // The number is ours (letters, digits, dashes): safe in the header as it is.
      "Content-Disposition": `attachment; filename="${document.number}.pdf"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** The customer's download: the link must open the order, and the document must be the order's. */
export async function customerDocument(db: Db, env: Env, link: OrderLink, documentId: string | undefined): Promise<Response> {
  const id = urlIdOf(documentId);
  if (!id || !linkOpensOrder(orderSecret(env), link)) return notFound();
  const found = await findOrder(db, link.reference);
  const document = found ? await documentPdfOf(db, found.order.id, id) : null;
  return document ? pdfResponse(document) : notFound();
}

/** The admin's download (the route checks the role). */
export async function adminDocument(db: Db, orderId: string | undefined, documentId: string | undefined): Promise<Response> {
  const order = urlIdOf(orderId);
  const id = urlIdOf(documentId);
  const document = order && id ? await documentPdfOf(db, order, id) : null;
  return document ? pdfResponse(document) : notFound();
}
