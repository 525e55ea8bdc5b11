import { describe, expect, it } from "vitest";
import { pendingUsersFigure } from "./users-overview.server";

describe("pendingUsersFigure", () => {
  it("links to the Users screen and asks for attention while people wait", () => {
    expect(pendingUsersFigure(2, "en")).toMatchObject({
      label: "People awaiting approval",
      value: "2",
      href: "/admin/users",
      attention: true,
    });
    expect(pendingUsersFigure(0, "th")).toMatchObject({ label: "ผู้ใช้ที่รออนุมัติ", value: "0", attention: false });
  });
});
