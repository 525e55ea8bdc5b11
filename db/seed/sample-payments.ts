// Demo payment details: a made-up Kasikornbank account and PromptPay id, so a local install can
// walk through PromptPay and bank transfer. Marked `sample`: the checkout offers them only while
// the server runs with sample content on (app/features/checkout/checkout.server.ts), and the admin
// dashboard lists them as not ready. Saving other details on /admin/settings clears the mark.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { settings, settingsAudit } from "~/.server/db/schema";

/** The details migration 0008 once stored on every site (0020 empties them where unchanged). */
export const samplePaymentDetails = {
  bankName: "Kasikornbank",
  accountName: "Siam Web Studio Co., Ltd.",
  accountNumber: "123-4-56789-0",
  branch: "Sukhumvit 21 (Asok)",
  promptPayId: "0812345678",
} as const;

/**
 * Writes the sample details where no admin has ever saved the payment settings and no details are
 * stored, so re-running it never overwrites (or brings back) an admin's choice. True if it wrote.
 */
export async function seedSamplePaymentDetails(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "payments")).for("update");
    const stored = (row?.value ?? {}) as Record<string, unknown>;
    const hasDetails = (Object.keys(samplePaymentDetails) as (keyof typeof samplePaymentDetails)[]).some(
      (field) => typeof stored[field] === "string" && stored[field] !== "",
    );
    if (hasDetails) return false;
    const [saved] = await tx
      .select({ id: settingsAudit.id })
      .from(settingsAudit)
      .where(eq(settingsAudit.group, "payments"))
      .limit(1);
    if (saved) return false;
    const methods = { card: true, ...(stored.methods as object | undefined), promptPay: true, bankTransfer: true };
    const value = { ...samplePaymentDetails, methods, sample: true };
    await tx
      .insert(settings)
      .values({ key: "payments", value })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`${settings.value} || ${JSON.stringify(value)}::jsonb` } });
    return true;
  });
}
