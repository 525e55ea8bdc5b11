import { describe, expect, it } from "vitest";
import { isUniqueViolation, postgresErrorOf } from "./postgres-errors";

const duplicate = (constraint?: string) =>
  Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key"`), {
    code: "23505",
    ...(constraint ? { constraint } : {}),
  });
/** As Drizzle reports a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: unknown) => new Error("Failed query: insert into users ...", { cause });

describe("PostgreSQL errors", () => {
  it("finds the driver's SQLSTATE and constraint through Drizzle's wrapper", () => {
    expect(postgresErrorOf(wrapped(duplicate("users_email_key")))).toMatchObject({
      code: "23505",
      constraint: "users_email_key",
    });
    expect(postgresErrorOf(new Error("no database here"))).toEqual({});
  });

  it("tells a unique violation of one constraint from another and from other failures", () => {
    expect(isUniqueViolation(wrapped(duplicate("users_email_key")), "users_email_key")).toBe(true);
    expect(isUniqueViolation(wrapped(duplicate("users_pkey")), "users_email_key")).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("x"), { code: "23503" }), "users_email_key")).toBe(false);
    expect(isUniqueViolation(new Error("users_email_key"), "users_email_key")).toBe(false);
  });

  it("reads the constraint from the message when the driver leaves it out", () => {
    expect(isUniqueViolation(wrapped(duplicate()), "users_email_key")).toBe(true);
    expect(isUniqueViolation(wrapped(duplicate()), "articles_slug_key")).toBe(false);
  });
});
