// The website packages on offer, by id, in the order the site lists them. Kept apart from
// pricing.ts (whose table describes each one) so that pages which only need the ids, such as the
// checkout dialog's host on every marketing page, do not load the prices.
export const packageIds = ["starter", "ecommerce", "premium"] as const;
export type PackageId = (typeof packageIds)[number];

export function isPackageId(value: unknown): value is PackageId {
  return (packageIds as readonly unknown[]).includes(value);
}
