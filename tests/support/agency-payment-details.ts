// The agency's own payment details, as an owner saves them on /admin/settings: the e2e sites that
// run without sample content (PostgreSQL, the production shape) store them before they start, so
// their tests can pay by PromptPay and bank transfer (sample details are not offered there; ADR 098).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../app/.server/db/client";
import { settings } from "../../app/.server/db/schema";

export const AGENCY_PAYMENT_DETAILS = {
  bankName: "Kasikornbank",
  accountName: "Siam Web Studio Co., Ltd.",
  accountNumber: "123-4-56789-0",
  branch: "Sukhumvit 21 (Asok)",
  promptPayId: "0812345678",
  methods: { card: true, promptPay: true, bankTransfer: true },
} as const;

/** Writes the details over whatever is stored, without the `sample` mark. */
export async function saveAgencyPaymentDetails(db: Db) {
  await db
    .update(settings)
    .set({ value: sql`(${settings.value} || ${JSON.stringify(AGENCY_PAYMENT_DETAILS)}::jsonb) - 'sample'` })
    .where(eq(settings.key, "payments"));
}
