import { describe, expect, it } from "vitest";
import { contactMessagesCsv } from "./contact-csv";

describe("contact messages CSV", () => {
  it("writes a header, one row per message with UTC times, CRLF line ends and a UTF-8 byte-order mark", () => {
    const csv = contactMessagesCsv([
      {
        id: 7,
        createdAt: new Date("2026-11-01T02:03:04.000Z"),
        name: "สมชาย ใจดี",
        email: "somchai@example.co.th",
        phone: "+66 81 234 5678",
        company: null,
        packageId: "starter",
        language: "th",
        readAt: null,
        message: "บรรทัดแรก\nบรรทัดสอง",
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row, end] = csv.slice(1).split("\r\n");
    expect(header).toBe('"id","received_at_utc","name","email","phone","company","package","language","read_at_utc","message"');
    expect(row).toBe(
      '"7","2026-11-01T02:03:04.000Z","สมชาย ใจดี","somchai@example.co.th","\'+66 81 234 5678","","starter","th","","บรรทัดแรก\nบรรทัดสอง"',
    );
    expect(end).toBe("");
  });
});
