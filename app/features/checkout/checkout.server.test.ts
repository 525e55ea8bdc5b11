import { describe, expect, it } from "vitest";
import { CheckoutError } from "./checkout-errors";
import { availableMethods } from "./checkout.server";
import { checkSlip, sniffImageType } from "./slips.server";
import { MAX_SLIP_BYTES } from "./payment-report-limits";

const settings = {
  bankName: "Kasikornbank",
  accountName: "Siam Web Studio Co., Ltd.",
  accountNumber: "123-4-56789-0",
  branch: "Asok",
  promptPayId: "0812345678",
  methods: { card: true, promptPay: true, bankTransfer: true },
};
const stripe = (enabled: boolean) => ({ stripe: { enabled } }) as never;

describe("availableMethods", () => {
  it("offers what the settings enable, card only with Stripe configured", () => {
    expect(availableMethods(settings, stripe(true))).toEqual(["promptpay", "bank_transfer", "card"]);
    expect(availableMethods(settings, stripe(false))).toEqual(["promptpay", "bank_transfer"]);
  });
  it("leaves PromptPay out without a PromptPay id, and anything switched off", () => {
    expect(availableMethods({ ...settings, promptPayId: " " }, stripe(false))).toEqual(["bank_transfer"]);
    expect(
      availableMethods({ ...settings, methods: { card: false, promptPay: false, bankTransfer: false } }, stripe(true)),
    ).toEqual([]);
  });
});

describe("slips", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it("recognise JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });
  it("refuse anything else, whatever its name or claimed type", async () => {
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    await expect(checkSlip(new File(["%PDF-1.7"], "slip.png", { type: "image/png" }))).rejects.toEqual(
      new CheckoutError("slipType"),
    );
  });
  it("refuse a file over the limit before reading it, and treat an empty field as no slip", async () => {
    const big = new File([new Uint8Array(MAX_SLIP_BYTES + 1)], "slip.jpg", { type: "image/jpeg" });
    await expect(checkSlip(big)).rejects.toEqual(new CheckoutError("slipTooLarge"));
    expect(await checkSlip(new File([], ""))).toBeNull();
    expect(await checkSlip(null)).toBeNull();
    expect(await checkSlip("text")).toBeNull();
  });
});
