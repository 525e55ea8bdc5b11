// What the dashboard's loader sends an admin about money (type-only, client-safe).
import type { OrderMethod } from "./checkout-types";

/** One Bangkok calendar month's succeeded payments, in satang, by method. */
export interface RevenueMonth {
  /** YYYY-MM in the Gregorian calendar (the page names it in its reader's calendar). */
  month: string;
  bySatang: Record<OrderMethod, number>;
}

/** Completed (deposit paid) orders whose balance is owed or has been asked for. */
export interface OutstandingBalances {
  count: number;
  totalSatang: number;
  /** Of `count`, how many the customer has already been asked to pay. */
  requested: number;
}

export interface Revenue {
  /** Oldest first, the last one being the month `now` falls in; months with nothing are zeros. */
  months: RevenueMonth[];
  outstanding: OutstandingBalances;
}
