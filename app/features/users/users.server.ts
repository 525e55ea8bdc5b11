// The users service: staff profiles (docs/product.md#roles-and-permissions), from the sign-in that
// creates them to the session that reads them. Role changes are in role-changes.server.ts. Nothing
// caches a role: each request reads it again, so an approval or a demotion takes effect on the next request.
import { trimEnd } from "~/lib/trim";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/.server/db/client";
import { uidFor } from "~/.server/oidc-identity.server";
import { userRoles, users } from "~/.server/db/schema";
import { type ActiveSession, readSession, type ReadSessionOptions } from "~/.server/sessions.server";
import { recordRoleChange } from "./role-audit.server";
import type { Role } from "./roles";
import { UserError } from "./user-errors";
import { isUniqueViolation } from "~/.server/db/postgres-errors";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// The database's check constraint and the client-safe list must name the same roles.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rolesAgree: Same<Role, (typeof userRoles)[number]> = true;
void rolesAgree;

/** The signed-in identity (docs/product.md#auth-state), as the OpenID Connect sign-in hands it over. */
export interface SignInIdentity {
  /** identityUid(issuer, sub) */
  uid: string;
  email: string;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified: boolean;
}

/** A profile as loaders may send it to the browser: dates as ISO strings. */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  role: Role;
  createdAt: string;
  lastLogin: string;
  updatedAt: string;
}

export interface UserList {
  /** Pending users first (oldest request first), then everyone else by creation. */
  users: UserProfile[];
  pendingCount: number;
}

const MAX_UID = 255;
const MAX_EMAIL = 320;
const MAX_DISPLAY_NAME = 200;
const MAX_PHOTO_URL = 2_048;

/**
 * The profile id of an identity: base64url(SHA-256(issuer, NUL, subject)), 43 characters.
 * OpenID Connect only promises that `sub` is unique per issuer, so the issuer is part of the id;
 * hashing keeps it a fixed, URL-safe length whatever the provider sends. Google writes its issuer
 * with or without the scheme; both give the same id. Give the local provider a fixed issuer name
 * (not its URL, whose port changes between `npm run dev` and `npm start`).
 */
export function identityUid(issuer: string, subject: string): string {
  if (!trimEnd(issuer.trim(), "/") || !subject) throw new UserError("invalid-identity");
  return uidFor(issuer, subject);
}

/** E-mails compare without case, as ADMIN_EMAILS and the unique index do. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Text PostgreSQL can store and a person could have typed: no NUL, no lone surrogate. */
export const storable = (value: string) => !value.includes("\u0000") && value.isWellFormed();

const IdentitySchema = z.object({
  uid: z.string().min(1).max(MAX_UID).refine(storable),
  email: z
    .string()
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .max(MAX_EMAIL)
        .regex(/^[^\s@]+@[^\s@]+$/)
        .refine(storable),
    ),
  displayName: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim().slice(0, MAX_DISPLAY_NAME))
    .refine(storable),
  // Only web addresses: the avatar is an <img src>, and anything else is dropped, not an error.
  photoURL: z
    .string()
    .nullish()
    .transform((value) => {
      if (!value || value.length > MAX_PHOTO_URL || !storable(value)) return null;
      return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null;
    }),
  emailVerified: z.boolean(),
});

export function validUid(uid: unknown): uid is string {
  return typeof uid === "string" && uid.length > 0 && uid.length <= MAX_UID && storable(uid);
}

type UserRow = typeof users.$inferSelect;

export function toProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    emailVerified: row.emailVerified,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Records a sign-in: the first creates the profile as `pending` with the database's time in
 * createdAt, lastLogin and updatedAt; every one refreshes lastLogin, e-mail, name, photo and
 * email-verified. A verified e-mail listed in adminEmails becomes admin (updatedAt then moves,
 * as for any role change); nothing here ever lowers a role.
 */
export async function recordSignIn(
  db: Db,
  identity: SignInIdentity,
  options: { adminEmails: readonly string[] },
): Promise<UserProfile> {
  const parsed = IdentitySchema.safeParse(identity);
  if (!parsed.success) throw new UserError("invalid-identity", { cause: parsed.error });
  const { uid, email, displayName, photoURL, emailVerified } = parsed.data;
  // An unverified address proves nothing about who is signing in, so it never grants admin.
  const promote = emailVerified && options.adminEmails.some((listed) => normaliseEmail(listed) === email);
  const identityFields = { email, displayName, photoUrl: photoURL, emailVerified };
  const upsert = (executor: Db | Tx) =>
    executor
      .insert(users)
      .values({
        uid,
        ...identityFields,
        role: promote ? "admin" : "pending",
        createdAt: sql`now()`,
        lastLogin: sql`now()`,
        updatedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: users.uid,
        set: {
          ...identityFields,
          lastLogin: sql`now()`,
          ...(promote && {
            role: "admin" as const,
            updatedAt: sql`case when ${users.role} = 'admin' then ${users.updatedAt} else now() end`,
          }),
        },
      })
      .returning();
  try {
    // A promotion by ADMIN_EMAILS is a role change like any other, recorded with the role before it.
    const row = promote
      ? await db.transaction(async (tx) => {
          const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.uid, uid)).for("update");
          const [upserted] = await upsert(tx);
          if (upserted) {
            await recordRoleChange(tx, {
              actor: { kind: "admin-emails" },
              target: { uid, email },
              from: before?.role ?? null,
              to: "admin",
            });
          }
          return upserted;
        })
      : (await upsert(db))[0];
    if (!row) throw new Error("The sign-in was not recorded");
    return toProfile(row);
  } catch (cause) {
    if (isUniqueViolation(cause, "users_email_key")) throw new UserError("email-in-use", { cause });
    throw new UserError("profile-load-failed", { cause });
  }
}

/** A profile by uid, or null when there is none. */
export async function getUser(db: Db, uid: string): Promise<UserProfile | null> {
  if (!validUid(uid)) return null;
  try {
    const [row] = await db.select().from(users).where(eq(users.uid, uid));
    return row ? toProfile(row) : null;
  } catch (cause) {
    throw new UserError("profile-load-failed", { cause });
  }
}

/** Every user for the Users screen: pending first, with how many are waiting. */
export async function listUsers(db: Db): Promise<UserList> {
  try {
    const rows = await db
      .select()
      .from(users)
      .orderBy(sql`(${users.role} <> 'pending')`, asc(users.createdAt), asc(users.uid));
    return {
      users: rows.map(toProfile),
      pendingCount: rows.filter((row) => row.role === "pending").length,
    };
  } catch (cause) {
    throw new UserError("users-load-failed", { cause });
  }
}

export interface SignedInUser {
  session: ActiveSession;
  user: UserProfile;
}

/**
 * The user behind a session cookie, with the role read now (never cached), or null for a
 * missing, forged or expired token. Guards call this on every admin loader and action.
 */
export async function getSignedInUser(db: Db, token: unknown, options: ReadSessionOptions): Promise<SignedInUser | null> {
  const session = await readSession(db, token, options);
  if (!session) return null;
  const user = await getUser(db, session.uid);
  return user ? { session, user } : null;
}
