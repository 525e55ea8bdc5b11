// Staff roles and the small predicates guards and menus use (client-safe: no server imports).
// The database holds the same list in a check constraint (app/.server/db/schema.ts, userRoles).

/** A new sign-in is pending until an admin approves it (docs/product.md#roles-and-permissions). */
export const roles = ["pending", "editor", "admin"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** The guard the specification observes lets admins and editors in; pending users wait for approval. */
export function canEnterAdmin(role: Role | null | undefined): boolean {
  return role === "admin" || role === "editor";
}

/** Users screen, its menu entry and role changes. */
export function isAdmin(role: Role | null | undefined): boolean {
  return role === "admin";
}
