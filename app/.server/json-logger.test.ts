import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { MASKED } from "~/lib/log-mask";
import { maskedFields, maskedStrings } from "~/lib/log-mask-cases";
import { consoleDestination, createJsonLogger, type JsonLoggerOptions, prettyDestination } from "./json-logger";
import { withRequestId } from "./request-id";

type Line = Record<string, unknown>;

/** A logger whose lines are parsed as they are written. */
function capture(options: Partial<JsonLoggerOptions> = {}) {
  const lines: Line[] = [];
  const created = createJsonLogger({
    development: false,
    productionLogging: true,
    format: "json",
    instance: "web1:3000",
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    ...options,
  });
  return { ...created, lines };
}

describe("the JSON logger: every masking case, as written", () => {
  it.each(maskedStrings)("%s, as the message and as a field", (_name, input, expected) => {
    const { logger, lines } = capture();
    logger.error(input);
    logger.info("note", { note: input });
    logger.warn("several", input, 7);
    expect(lines.map((line) => [line.msg, line.note, line.data])).toEqual([
      [expected, undefined, undefined],
      ["note", expected, undefined],
      ["several", undefined, [expected, 7]],
    ]);
  });

  it.each(maskedFields)("the field %s", (_name, input) => {
    const { logger, lines } = capture();
    logger.info("fields", input);
    const key = Object.keys(input)[0] ?? "";
    expect(lines[0]?.[key]).toBe(MASKED);
  });

  it("keeps depth 3 from each logged value", () => {
    const { logger, lines } = capture();
    const deep = { l1: { l2: { l3: { l4: { l5: 1 } } } } };
    logger.info("one object", deep);
    logger.info("two values", deep, "x");
    expect(lines[0]?.l1).toEqual({ l2: { l3: { l4: "[Object]" } } });
    expect(lines[1]?.data).toEqual([{ l1: { l2: { l3: { l4: "[Object]" } } } }, "x"]);
  });

  it("writes errors masked, and an object naming a line's own field under data", () => {
    const { logger, lines } = capture();
    logger.error("Payment failed", new Error("No customer for somchai@example.com"));
    logger.info("clash", { msg: "token=abc", level: 1 });
    const error = (lines[0]?.data as { name: string; message: string; stack: string }[])[0];
    expect(error?.message).toBe("No customer for so***@***");
    expect(error?.stack).not.toContain("somchai");
    expect(lines[1]).toMatchObject({ msg: "clash", level: "info", data: [{ msg: "token=****", level: 1 }] });
  });

  it("masks what is written through pino itself, child bindings included", () => {
    const { root, lines } = capture();
    root.info({ customerEmail: "somchai@example.com", path: "/preview/1.2.abc" }, "GET /preview/1.2.abc?token=x");
    // As hono-pino makes its per-request child: the parent's bindings handed back in.
    root.child({ ...root.bindings(), apiKey: "sk_live_51HxYzAbCdEfGh", note: "call 081-234-5678" }).warn("child");
    expect(lines[0]).toMatchObject({ customerEmail: MASKED, path: "/preview/****", msg: "GET /preview/****?token=****" });
    expect(lines[1]).toMatchObject({ apiKey: MASKED, note: "call ***-***-**78", msg: "child" });
    expect(JSON.stringify(lines[1]).match(/"instance"/g)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/somchai|abc|sk_live_51|234-5678/);
  });
});

describe("the JSON logger: lines and levels", () => {
  it("says when, where, at which level, and for which request", () => {
    const { logger, lines } = capture();
    logger.notice("Listening");
    withRequestId("req-1", () => logger.info("inside a request"));
    expect(lines[0]).toMatchObject({ level: "notice", instance: "web1:3000", pid: process.pid, msg: "Listening" });
    expect(Number.isNaN(Date.parse(String(lines[0]?.time)))).toBe(false);
    expect(lines[0]).not.toHaveProperty("reqId");
    expect(lines[1]).toMatchObject({ level: "info", reqId: "req-1", msg: "inside a request" });
  });

  it.each([
    {
      name: "production without production logging",
      development: false,
      productionLogging: false,
      written: ["notice", "warn", "error"],
    },
    {
      name: "production with production logging",
      development: false,
      productionLogging: true,
      written: ["debug", "info", "notice", "warn", "error"],
    },
    { name: "development", development: true, productionLogging: false, written: ["debug", "info", "notice", "warn", "error"] },
  ])("$name writes $written", ({ development, productionLogging, written }) => {
    const { logger, lines } = capture({ development, productionLogging });
    for (const level of ["debug", "info", "notice", "warn", "error"] as const) logger[level](`${level} line`);
    expect(lines.map((line) => line.level)).toEqual(written);
  });

  it("reads nothing for a disabled level", () => {
    const { logger, lines } = capture({ productionLogging: false });
    let read = false;
    logger.info("hidden", {
      get detail() {
        read = true;
        return "x";
      },
    });
    expect(lines).toEqual([]);
    expect(read).toBe(false);
  });

  it("LOG_FORMAT=pretty writes pino-pretty's lines for people, masked", () => {
    let text = "";
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const { logger } = createJsonLogger({
      development: true,
      productionLogging: false,
      format: "pretty",
      instance: "web1:3000",
      destination: prettyDestination(output),
    });
    logger.notice("Listening for somchai@example.com", { port: 3000 });
    expect(text).toContain("NOTICE");
    expect(text).toContain("Listening for so***@***");
    expect(text).toContain("port: 3000");
    expect(() => JSON.parse(text)).toThrow();
  });

  it("under tests, hands each line to the console method of its level, where errors are watched", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { logger } = createJsonLogger({
      development: false,
      productionLogging: false,
      format: "json",
      instance: "test",
      destination: consoleDestination(),
    });
    try {
      logger.error("Stripe webhook could not be processed", { type: "checkout.session.completed", email: "a@b.co" });
      logger.error("The profile could not be read", "connection refused");
      expect(error.mock.calls).toEqual([
        ["Stripe webhook could not be processed", { type: "checkout.session.completed", email: MASKED }],
        ["The profile could not be read", "connection refused"],
      ]);
    } finally {
      error.mockRestore();
    }
  });
});
