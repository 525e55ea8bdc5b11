// The duplicate-transfer look-up behind the warning on the admin payment detail, on PGlite and
// PostgreSQL: the same slip image or transfer reference on two orders flags each for the other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { getAdminOrder } from "./admin-payments.server";
import { findDuplicatePaymentOrders } from "./payment-duplicates.server";

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);

describe.each(databaseKinds)("duplicate transfers on %s", (kind) => {
  let database: TestDatabase;
  let sequence = 0;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  /** An order whose payment carries this slip hash and transfer reference. */
  async function reportedOrder(slipSha256: string | null, transferReference: string | null = null) {
    sequence += 1;
    const [order] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-D${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `duplicates-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 1_500_000,
        totalSatang: 1_500_000,
        amountDueNowSatang: 1_500_000,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
        status: "processing",
      })
      .returning();
    if (!order) throw new Error("not inserted");
    await database.db.insert(payments).values({
      orderId: order.id,
      method: "bank_transfer",
      amountSatang: order.amountDueNowSatang,
      customerConfirmedAt: new Date(),
      slipPath: slipSha256 ? `slips/${order.reference}.png` : null,
      slipContentType: slipSha256 ? "image/png" : null,
      slipSha256,
      transferReference,
    });
    return order;
  }

  const flagged = async (orderId: number) => await findDuplicatePaymentOrders(database.db, orderId);

  it("flags the same slip on two orders both ways, and a different slip not at all", async () => {
    const first = await reportedOrder(HASH_A);
    const second = await reportedOrder(HASH_A);
    const other = await reportedOrder(HASH_B);
    expect(await flagged(first.id)).toEqual([
      {
        orderId: second.id,
        reference: second.reference,
        sameSlip: true,
        sameTransferReference: false,
        sameSlipQrReference: false,
      },
    ]);
    expect(await flagged(second.id)).toEqual([
      { orderId: first.id, reference: first.reference, sameSlip: true, sameTransferReference: false, sameSlipQrReference: false },
    ]);
    expect(await flagged(other.id)).toEqual([]);
  });

  it("flags the same transfer reference whatever its case, and says when the slip matches too", async () => {
    const typed = await reportedOrder(null, "FT2611ABC9");
    const lower = await reportedOrder(null, "ft2611abc9");
    const unrelated = await reportedOrder(null, "FT2611XYZ1");
    expect(await flagged(typed.id)).toEqual([
      { orderId: lower.id, reference: lower.reference, sameSlip: false, sameTransferReference: true, sameSlipQrReference: false },
    ]);
    expect((await flagged(lower.id)).map((row) => row.reference)).toEqual([typed.reference]);
    expect(await flagged(unrelated.id)).toEqual([]);

    const slipAndReference = await reportedOrder(HASH_B, "FT2611abc9");
    const withSameSlip = await flagged(slipAndReference.id);
    expect(withSameSlip.map((row) => [row.reference, row.sameSlip, row.sameTransferReference])).toEqual(
      expect.arrayContaining([
        [lower.reference, false, true],
        [typed.reference, false, true],
      ]),
    );
    // HASH_B's first order (from the test above) shares the slip only.
    expect(withSameSlip.filter((row) => row.sameSlip)).toHaveLength(1);
  });

  it("flags nothing for an order without a slip or reference, and hands the flags to the admin detail", async () => {
    const bare = await reportedOrder(null);
    expect(await flagged(bare.id)).toEqual([]);
    const first = await reportedOrder("c".repeat(64), "REF-777");
    const second = await reportedOrder("c".repeat(64), "ref-777");
    const detail = await getAdminOrder(database.db, second.id);
    expect(detail?.duplicates).toEqual([
      { orderId: first.id, reference: first.reference, sameSlip: true, sameTransferReference: true, sameSlipQrReference: false },
    ]);
    expect(detail?.payments[0]?.transferReference).toBe("ref-777");
  });
});
