// The admin's decisions on an order in the browser tests: confirming a payment is asked first
// (decision-dialog.tsx), so every test that confirms answers the question the same way.
import type { Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { orderDecisionMessages } from "../../app/features/checkout/order-decision-messages";
import { expect, type TestLanguage } from "./fixtures";

/**
 * The wait for an answer from the server: a decision issues a PDF in the browser tests' one
 * process, which stalls other workers' requests for a few seconds on a busy machine.
 */
export const SERVER_ANSWER = { timeout: 15_000 };

/** On an order's admin page: "Confirm payment received", then "Confirm and issue" in the question. */
export async function confirmPaymentReceived(page: Page, language: TestLanguage) {
  const m = adminPaymentMessages[language];
  const d = orderDecisionMessages[language];
  await page.getByRole("button", { name: m.detail.confirm }).click();
  const dialog = page.getByRole("alertdialog", { name: d.confirm.title });
  await dialog.getByRole("button", { name: d.confirm.submit }).click(SERVER_ANSWER);
  await expect(page.getByTestId("decision-done")).toHaveText(m.done.confirmed, SERVER_ANSWER);
}
