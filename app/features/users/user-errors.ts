// Errors of the users service, and the catalogue texts the UI shows for them
// (docs/product.md#error-messages). Client-safe: routes and components may import it.
import { codedError } from "~/lib/errors";

/** The catalogue's words. The admin UI shows their translation, never an error's own message. */
export const userCatalogue = {
  roleUpdateFailed: "Failed to update user role. Please try again.",
  profileLoadFailed: "Failed to load user profile. Please try again.",
} as const;

export type UserCatalogueKey = keyof typeof userCatalogue;

/** What went wrong, for logs and tests; `insufficient-permissions` is the specification's own code. */
export const userErrorMessages = {
  "insufficient-permissions": "insufficient-permissions: only an admin can change a user's role",
  "invalid-role": "The role must be pending, editor or admin",
  "user-not-found": "No user has that id or e-mail",
  "last-admin": "The last admin cannot give up the admin role",
  "invalid-identity": "The identity provider sent no usable id or e-mail",
  "email-in-use": "Another sign-in identity already owns this e-mail address",
  "profile-load-failed": "The user profile could not be read",
  "users-load-failed": "The user list could not be read",
  "role-update-failed": "The role could not be written",
} as const;

export type UserErrorCode = keyof typeof userErrorMessages;

/** The catalogue text shown for each error: every failed role change reads the same to the user. */
const catalogueKeys: Record<UserErrorCode, UserCatalogueKey> = {
  "insufficient-permissions": "roleUpdateFailed",
  "invalid-role": "roleUpdateFailed",
  "user-not-found": "roleUpdateFailed",
  "last-admin": "roleUpdateFailed",
  "role-update-failed": "roleUpdateFailed",
  "invalid-identity": "profileLoadFailed",
  "email-in-use": "profileLoadFailed",
  "profile-load-failed": "profileLoadFailed",
  "users-load-failed": "profileLoadFailed",
};

export class UserError extends codedError<UserErrorCode>("UserError", (code) => userErrorMessages[code]) {
  /** Which catalogue text the UI shows for this error. */
  readonly catalogueKey: UserCatalogueKey = catalogueKeys[this.code];
}

export function isUserError(error: unknown, code?: UserErrorCode): error is UserError {
  return error instanceof UserError && (code === undefined || error.code === code);
}
