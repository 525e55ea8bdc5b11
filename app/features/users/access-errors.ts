// What the admin guards answer when they refuse or fail, as the error boundaries receive it
// (client-safe: screens import the predicates).

/** The signed-in profile could not be read (HTTP 503): "Failed to load user profile". */
export interface ProfileLoadFailure {
  authError: "profileLoadFailed";
}

export function isProfileLoadFailure(value: unknown): value is ProfileLoadFailure {
  return typeof value === "object" && value !== null && (value as ProfileLoadFailure).authError === "profileLoadFailed";
}

/** A staff member without the role asked for an admin-only screen or action (HTTP 403). */
export interface AdminOnlyRefusal {
  forbidden: "admin-only";
}

export function isAdminOnlyRefusal(value: unknown): value is AdminOnlyRefusal {
  return typeof value === "object" && value !== null && (value as AdminOnlyRefusal).forbidden === "admin-only";
}
