import { describe, expect, it } from "vitest";
import { canEnterAdmin, isAdmin, isRole, roles } from "./roles";
import { isUserError, UserError, userCatalogue, userErrorMessages } from "./user-errors";

describe("roles", () => {
  it("are pending, editor and admin", () => {
    expect(roles).toEqual(["pending", "editor", "admin"]);
  });

  it("let admins and editors into the admin area, as the specification's guard does", () => {
    expect(roles.filter(canEnterAdmin)).toEqual(["editor", "admin"]);
    expect(canEnterAdmin(null)).toBe(false);
    expect(canEnterAdmin(undefined)).toBe(false);
  });

  it("give the Users screen and role changes to admins only", () => {
    expect(roles.filter(isAdmin)).toEqual(["admin"]);
    expect(isAdmin(undefined)).toBe(false);
  });

  it("recognise exactly the three role names", () => {
    for (const role of roles) expect(isRole(role)).toBe(true);
    for (const value of ["Admin", " admin", "", "superuser", null, undefined, 1, ["admin"], { admin: true }]) {
      expect(isRole(value)).toBe(false);
    }
  });
});

describe("user errors", () => {
  it("carry the specification's code and the catalogue text the UI shows", () => {
    const error = new UserError("insufficient-permissions");
    expect(error).toMatchObject({ name: "UserError", code: "insufficient-permissions", catalogueKey: "roleUpdateFailed" });
    expect(error.message).toBe(userErrorMessages["insufficient-permissions"]);
    expect(userCatalogue[error.catalogueKey]).toBe("Failed to update user role. Please try again.");
    expect(userCatalogue[new UserError("profile-load-failed").catalogueKey]).toBe(
      "Failed to load user profile. Please try again.",
    );
    expect(isUserError(error)).toBe(true);
    expect(isUserError(error, "insufficient-permissions")).toBe(true);
    expect(isUserError(error, "last-admin")).toBe(false);
    expect(isUserError(new Error("insufficient-permissions"))).toBe(false);
  });

  it("show every failed role change as the same catalogue text", () => {
    for (const code of [
      "insufficient-permissions",
      "invalid-role",
      "user-not-found",
      "last-admin",
      "role-update-failed",
    ] as const) {
      expect(new UserError(code).catalogueKey, code).toBe("roleUpdateFailed");
    }
  });
});
