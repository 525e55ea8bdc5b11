// Who signed in: the verified ID token's claims as the users service takes them, and the uid
// that names a person across sign-ins.
import { createHash } from "node:crypto";
import type * as client from "openid-client";
import { trimEnd } from "~/lib/trim";
import { SignInError } from "./oidc-errors.server";

/**
 * The issuer name that goes into uids of identities from the built-in provider, instead of its
 * URL: that URL changes with the port (`npm run dev` vs `npm start`), the person should not.
 */
export const LOCAL_IDP_UID_ISSUER = "local-idp";

/** The signed-in identity, as the users service (recordSignIn) takes it. */
export interface VerifiedIdentity {
  /** base64url(SHA-256(issuer NUL sub)): see identityUid. */
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/**
 * The uid of an identity: base64url(SHA-256(issuer, NUL, sub)), 43 characters; the users
 * feature's identityUid checks its input and calls this. OpenID Connect only promises `sub`
 * unique per issuer, so the issuer is part of it.
 */
export function uidFor(issuer: string, subject: string): string {
  let normalised = trimEnd(issuer.trim(), "/");
  if (normalised === "accounts.google.com") normalised = "https://accounts.google.com";
  return createHash("sha256").update(`${normalised}\u0000${subject}`, "utf8").digest("base64url");
}

/** The identity in a verified ID token; no e-mail is a failed sign-in. */
export function identityFrom(claims: client.IDToken, issuer: string): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const email = text(claims.email);
  if (!email) throw new SignInError("failed", "The ID token has no e-mail (was the email scope granted?)");
  return {
    uid: uidFor(issuer, claims.sub),
    email: email.toLowerCase(),
    displayName: text(claims.name),
    photoURL: text(claims.picture),
    // Some providers send the boolean as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
  };
}
