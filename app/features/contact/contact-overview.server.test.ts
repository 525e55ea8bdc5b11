import { describe, expect, it } from "vitest";
import { unreadMessagesFigure } from "./contact-overview.server";

describe("unreadMessagesFigure", () => {
  it("counts unread messages, links to the list on the same page and asks for attention while any wait", () => {
    expect(unreadMessagesFigure(1234, "en")).toEqual({
      id: "unread",
      label: "Unread messages",
      value: "1,234",
      note: "From the contact form",
      href: "#messages-title",
      link: "Go to the messages",
      attention: true,
    });
    expect(unreadMessagesFigure(0, "th")).toMatchObject({ label: "ข้อความที่ยังไม่ได้อ่าน", value: "0", attention: false });
  });
});
