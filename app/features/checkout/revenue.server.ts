// Money for the admin dashboard (admins only): what was received in each of the last twelve
// Bangkok calendar months by payment method, and the deposit balances still to collect.
// "Received" here is by when the money was confirmed (a payment's confirmed_at), so a deposit and
// its balance count in the months they arrived; the Payments screen's totals go by order date.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { paymentMethods } from "~/.server/db/schema";
import type { OrderMethod } from "./checkout-types";
import type { OutstandingBalances, Revenue, RevenueMonth } from "./revenue-types";

interface MonthRow extends Record<string, unknown> {
  month: string;
  card: string | number;
  promptpay: string | number;
  bank_transfer: string | number;
}

interface OutstandingRow extends Record<string, unknown> {
  count: string | number;
  total: string | number;
  requested: string | number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Succeeded payments by Bangkok month and method, twelve months ending with `now`'s. */
async function receivedByMonth(db: Db, now: Date): Promise<RevenueMonth[]> {
  // A Bangkok wall-clock month start (timestamp without zone); `at time zone` turns it back into
  // the instant, so the range on confirmed_at is two constants and payments_confirmed_at_idx
  // (partial, status = 'succeeded') answers it.
  const thisMonth = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Bangkok')`;
  const first = sql`(${thisMonth} - interval '11 months')`;
  const result = await db.execute(sql`
    with received as (
      select date_trunc('month', confirmed_at at time zone 'Asia/Bangkok') as month, method, sum(amount_satang) as total
      from payments
      where status = 'succeeded'
        and confirmed_at >= ${first} at time zone 'Asia/Bangkok'
        and confirmed_at < (${thisMonth} + interval '1 month') at time zone 'Asia/Bangkok'
      group by 1, 2
    )
    select to_char(months.month, 'YYYY-MM') as month,
      coalesce(sum(received.total) filter (where received.method = 'card'), 0)::bigint as card,
      coalesce(sum(received.total) filter (where received.method = 'promptpay'), 0)::bigint as promptpay,
      coalesce(sum(received.total) filter (where received.method = 'bank_transfer'), 0)::bigint as bank_transfer
    from generate_series(${first}, ${thisMonth}, interval '1 month') as months(month)
    left join received on received.month = months.month
    group by months.month
    order by months.month
  `);
  return rowsOf<MonthRow>(result).map((row) => ({
    month: row.month,
    bySatang: Object.fromEntries(paymentMethods.map((method) => [method, Number(row[method])])) as Record<OrderMethod, number>,
  }));
}

async function outstandingBalances(db: Db): Promise<OutstandingBalances> {
  // A deposit order's balance is only collectable once the deposit is in (status completed).
  const result = await db.execute(sql`
    select count(*) as count,
      coalesce(sum(balance_due_satang), 0)::bigint as total,
      count(*) filter (where balance_status = 'requested') as requested
    from orders
    where status = 'completed' and balance_status in ('owed', 'requested')
  `);
  const row = rowsOf<OutstandingRow>(result)[0];
  return { count: Number(row?.count ?? 0), totalSatang: Number(row?.total ?? 0), requested: Number(row?.requested ?? 0) };
}

export async function getRevenue(db: Db, now: Date = new Date()): Promise<Revenue> {
  const [months, outstanding] = await Promise.all([receivedByMonth(db, now), outstandingBalances(db)]);
  return { months, outstanding };
}
