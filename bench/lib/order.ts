// bench:web's order pages need an order: one bank-transfer order with a deposit, placed as the
// checkout form posts it, on the bench server's throwaway database.
import { randomBytes } from "node:crypto";

/** The order link's query (`?ref=…&t=…`), or null when the site would not take the order. */
export async function placeBenchOrder(origin: string): Promise<string | null> {
  const response = await fetch(`${origin}/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      packageId: "ecommerce",
      option: "deposit",
      maintenancePlan: "",
      method: "bank_transfer",
      fullName: "Anong Benchmark",
      email: "anong@example.co.th",
      phone: "089-765-4321",
      company: "",
      requirements: "An online shop for handmade soap, about twenty products.",
      idempotencyKey: randomBytes(16).toString("base64url"),
      lang: "en",
    }),
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) return null;
  const { pathname, search } = new URL(location, origin);
  return pathname === "/order-confirmation" && search ? search : null;
}
