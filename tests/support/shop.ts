// Orders placed and transfers reported as the site's own forms post them (no browser needed), for
// the e2e tests that start from an order: admin payments, balances, the dashboard, duplicates.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_SLIP_PNG } from "./fake-stripe";

export interface PlacedOrder {
  reference: string;
  token: string;
  /** The order page's path with its link (`/order-confirmation?ref=…&t=…`). */
  orderPath: string;
}

export interface OrderChoices {
  packageId?: "starter" | "ecommerce" | "premium";
  option?: "full" | "deposit";
  fullName?: string;
  email?: string;
  language?: "en" | "th";
}

/** A bank-transfer order through POST /checkout; `origin` is the site's (the form's Origin). */
export async function placeTransferOrder(
  request: APIRequestContext,
  origin: string,
  choices: OrderChoices = {},
): Promise<PlacedOrder> {
  const placed = await request.post("/checkout", {
    headers: { Origin: origin },
    form: {
      packageId: choices.packageId ?? "ecommerce",
      option: choices.option ?? "deposit",
      maintenancePlan: "",
      method: "bank_transfer",
      fullName: choices.fullName ?? `Anong ${randomBytes(3).toString("hex")}`,
      email: choices.email ?? "anong@example.co.th",
      phone: "089-765-4321",
      company: "",
      requirements: "An online shop for handmade soap, about twenty products.",
      idempotencyKey: randomBytes(16).toString("base64url"),
      lang: choices.language ?? "en",
    },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(302);
  const orderPath = placed.headers().location ?? "";
  const url = new URL(orderPath, origin);
  return { reference: url.searchParams.get("ref") ?? "", token: url.searchParams.get("t") ?? "", orderPath };
}

/** The customer's transfer notice from the order page, with a slip (and a bank reference). */
export async function reportTransfer(
  request: APIRequestContext,
  origin: string,
  order: PlacedOrder,
  report: { slip?: Buffer; transferReference?: string } = {},
): Promise<void> {
  // The order page posts to its own address: the link in the query is the one checked.
  const reported = await request.post(order.orderPath, {
    headers: { Origin: origin },
    multipart: {
      intent: "bank-transfer",
      ref: order.reference,
      t: order.token,
      ...(report.transferReference ? { transferReference: report.transferReference } : {}),
      slip: { name: "slip.png", mimeType: "image/png", buffer: report.slip ?? E2E_SLIP_PNG },
    },
    maxRedirects: 0,
  });
  expect(reported.status()).toBe(302);
}

/** Placed and reported: a transfer waiting for staff. */
export async function reportedTransferOrder(
  request: APIRequestContext,
  origin: string,
  choices: OrderChoices = {},
): Promise<PlacedOrder> {
  const order = await placeTransferOrder(request, origin, choices);
  await reportTransfer(request, origin, order);
  return order;
}
