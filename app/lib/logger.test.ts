import { describe, expect, it } from "vitest";
import { createLogger, type LoggerOptions } from "./logger";
import { MASKED } from "./log-mask";

type SinkLevel = "debug" | "info" | "warn" | "error";

function fakeSink() {
  const lines: { level: SinkLevel; args: unknown[] }[] = [];
  const record =
    (level: SinkLevel) =>
    (...args: unknown[]) => {
      lines.push({ level, args });
    };
  return {
    lines,
    sink: { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") },
  };
}

function logEveryLevel(options: Omit<LoggerOptions, "sink">) {
  const { lines, sink } = fakeSink();
  const logger = createLogger({ ...options, sink });
  logger.debug("debug line");
  logger.info("info line");
  logger.notice("notice line");
  logger.warn("warn line");
  logger.error("error line");
  return lines.map((line) => `${line.level}: ${String(line.args[0])}`);
}

describe("createLogger", () => {
  it.each([
    {
      name: "production without production logging",
      options: { development: false, productionLogging: false },
      written: ["info: notice line", "warn: warn line", "error: error line"],
    },
    {
      name: "production with production logging",
      options: { development: false, productionLogging: true },
      written: ["debug: debug line", "info: info line", "info: notice line", "warn: warn line", "error: error line"],
    },
    {
      name: "development",
      options: { development: true, productionLogging: false },
      written: ["debug: debug line", "info: info line", "info: notice line", "warn: warn line", "error: error line"],
    },
  ])("$name writes $written.length levels", ({ options, written }) => {
    expect(logEveryLevel(options)).toEqual(written);
  });

  it("masks the message and every argument", () => {
    const { lines, sink } = fakeSink();
    const logger = createLogger({ development: false, productionLogging: false, sink });
    const payment = { status: "succeeded", amount: 1590000, email: "somchai@example.com", id: "pi_3NabcDEF12345678" };
    logger.error("Payment for somchai@example.com failed", payment, "token=abc", 42);
    expect(lines).toEqual([
      {
        level: "error",
        args: [
          "Payment for so***@*** failed",
          { status: "succeeded", amount: MASKED, email: MASKED, id: "pi_****" },
          "token=****",
          42,
        ],
      },
    ]);
    expect(payment.email).toBe("somchai@example.com");
  });

  it("masks errors passed inside objects", () => {
    const { lines, sink } = fakeSink();
    const logger = createLogger({ development: true, productionLogging: false, sink });
    logger.warn("Request failed", { path: "/contact", error: new Error("SMTP rejected nok@example.co.th") });
    const logged = lines[0]?.args[1] as { path: string; error: { message: string } };
    expect(logged.path).toBe("/contact");
    expect(logged.error.message).toBe("SMTP rejected no***@***");
  });

  it("writes nothing for a disabled level, not even masked arguments", () => {
    const { lines, sink } = fakeSink();
    let read = false;
    const logger = createLogger({ development: false, productionLogging: false, sink });
    logger.debug("hidden", {
      get detail() {
        read = true;
        return "x";
      },
    });
    expect(lines).toEqual([]);
    expect(read).toBe(false);
  });
});
