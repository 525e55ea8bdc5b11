import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-redirect";

describe("safeLocalPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeLocalPath("/articles?page=2#top")).toBe("/articles?page=2#top");
    expect(safeLocalPath("/th/%E0%B8%9A%E0%B8%97")).toBe("/th/%E0%B8%9A%E0%B8%97");
    expect(safeLocalPath("/a/../contact")).toBe("/contact");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/..//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/ /evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBe("/");
  });

  it("answers the fallback for anything that is not a string", () => {
    expect(safeLocalPath(null, "/admin")).toBe("/admin");
    expect(safeLocalPath(42, "/admin")).toBe("/admin");
  });

  it("leaves encoded slashes encoded, which browsers read as part of one path segment", () => {
    expect(safeLocalPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeLocalPath("/%5Cevil.example")).toBe("/%5Cevil.example");
  });
});
