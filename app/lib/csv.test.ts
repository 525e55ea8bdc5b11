import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes inside", () => {
    expect(csvCell('Say "hello", please')).toBe('"Say ""hello"", please"');
    expect(csvCell("สมชาย ใจดี")).toBe('"สมชาย ใจดี"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it.each(['=HYPERLINK("http://evil")', "+66 81 234 5678", "-2+3", "@SUM(A1)", "|cmd", "%0A", "\tcmd", "\rcmd"])(
    "defuses text a spreadsheet would run as a formula: %j",
    (text) => {
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    },
  );

  it("leaves numbers as numbers, negative ones too", () => {
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-150)).toBe('"-150"');
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every line with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "x,y"],
          [2, null],
        ],
      ),
    ).toBe('\uFEFF"a","b"\r\n"1","x,y"\r\n"2",""\r\n');
  });
});
