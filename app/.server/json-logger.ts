// The server's logger (ADR 103): pino writing one JSON object a line, behind the same
// `logger.info(message, ...data)` facade as the browser's (~/lib/logger). Masking
// (~/lib/log-mask) is pino's formatter here: every message, every merging object and every set of
// bindings passes through it before pino serialises it, whoever calls pino (the facade, or
// hono-pino's request lines in server/request-log.ts), so nothing unmasked reaches the output.
import { createRequire } from "node:module";
import pino, { type DestinationStream, type LevelWithSilent, type LogFn, type Logger as PinoLogger } from "pino";
import { mask, maskString } from "~/lib/log-mask";
import type { Logger } from "~/lib/logger";
import { EnvError } from "./env-error";
import { currentRequestId } from "./request-id";

export type LogFormat = "json" | "pretty";
type Level = keyof Logger;
export type RootLogger = PinoLogger<"notice">;

export interface JsonLoggerOptions {
  development: boolean;
  productionLogging: boolean;
  format: LogFormat;
  /** Which server wrote the line: host name and port (several instances may share one log). */
  instance: string;
  /** Where lines go; standard output (or pino-pretty for `pretty`) when omitted. */
  destination?: DestinationStream;
}

export interface JsonLogger {
  /** The facade every caller uses. */
  logger: Logger;
  /** pino itself, for hono-pino's request lines. */
  root: RootLogger;
}

/** Keys pino, the request id and the facade write themselves; a logged object using one goes under `data`. */
const LINE_KEYS = new Set(["level", "time", "pid", "hostname", "instance", "msg", "reqId", "data"]);

/** Merging objects the facade has masked already: masking them again would count their depth from the line, not from each value. */
const maskedByFacade = new WeakSet<object>();

/**
 * The facade's arguments as the line's fields, each masked as its own value (depth 3 from it, as
 * before pino): one plain object's fields become the line's own fields; anything else is `data`.
 */
function lineFields(data: unknown[]): Record<string, unknown> {
  const only = data.length === 1 ? data[0] : undefined;
  if (only && typeof only === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(only))) {
    const fields = mask(only) as Record<string, unknown>;
    if (!Object.keys(fields).some((key) => LINE_KEYS.has(key))) return fields;
  }
  return data.length === 0 ? {} : { data: data.map((item) => mask(item)) };
}

function maskArguments(this: PinoLogger, args: Parameters<LogFn>, method: LogFn) {
  const [first, ...rest] = args as unknown[];
  if (typeof first === "object" && first !== null && maskedByFacade.has(first)) {
    maskedByFacade.delete(first);
    return method.apply(this, args);
  }
  const masked = [first, ...rest].map((arg) => (typeof arg === "string" ? maskString(arg) : mask(arg)));
  return method.apply(this, masked as Parameters<LogFn>);
}

/** pino-pretty (a development dependency, loaded only when asked for) writing to `output`: standard output by default. */
export function prettyDestination(output: number | NodeJS.WritableStream = 1): DestinationStream {
  let pretty: (options: Record<string, unknown>) => DestinationStream;
  try {
    pretty = createRequire(import.meta.url)("pino-pretty") as typeof pretty;
  } catch {
    throw new EnvError(
      "LOG_FORMAT=pretty needs the pino-pretty package, a development dependency: install the dev dependencies (npm ci) or unset LOG_FORMAT for JSON lines",
    );
  }
  const colorize = output === 1 && Boolean(process.stdout.isTTY);
  return pretty({ destination: output, sync: true, colorize, customLevels: "notice:35", ignore: "pid,instance" });
}

export function createJsonLogger({
  development,
  productionLogging,
  format,
  instance,
  destination,
}: JsonLoggerOptions): JsonLogger {
  // The seed's rule: debug and info only in development or with production logging switched on.
  const verbose = development || productionLogging;
  const root = pino<"notice">(
    {
      level: verbose ? "debug" : "notice",
      customLevels: { notice: 35 },
      base: { instance, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Lines written while a request is handled carry its id (request-id.ts).
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
      formatters: {
        // Words, not numbers, for people reading JSON; pino-pretty reads the numbers itself.
        ...(format === "json" && { level: (label: string) => ({ level: label }) }),
        bindings: (bindings) => mask(bindings) as Record<string, unknown>,
      },
      hooks: { logMethod: maskArguments },
    },
    destination ?? (format === "pretty" ? prettyDestination() : pino.destination({ dest: 1, sync: true })),
  );

  // pino formats only the root's bindings (formatters.bindings above); a child's, such as
  // hono-pino's per request, are masked on their way in. Children inherit this `child`. The base's
  // fields are left out: hono-pino hands the parent's bindings back in, and a line would repeat them.
  const child = root.child;
  root.child = function maskedChild(this: RootLogger, bindings, options) {
    const { instance: _instance, pid: _pid, ...own } = mask(bindings) as Record<string, unknown>;
    return child.call(this, own, options);
  } as typeof root.child;

  const write =
    (level: Level) =>
    (message: string, ...data: unknown[]) => {
      // A disabled level reads nothing, not even the arguments' getters.
      if (!root.isLevelEnabled(level as LevelWithSilent)) return;
      const fields = lineFields(data);
      maskedByFacade.add(fields);
      root[level](fields, maskString(message));
    };
  return {
    root,
    logger: { debug: write("debug"), info: write("info"), notice: write("notice"), warn: write("warn"), error: write("error") },
  };
}

const consoleMethods: Record<string, "debug" | "info" | "warn" | "error"> = {
  trace: "debug",
  debug: "debug",
  info: "info",
  notice: "info",
  warn: "warn",
  error: "error",
  fatal: "error",
};

/** What every line has; the rest is what was logged. */
const CONTEXT_KEYS = new Set(["level", "time", "pid", "hostname", "instance", "msg", "reqId"]);

/**
 * Under tests: each JSON line goes to the console method of its level as its message and what was
 * logged (`data` spread, or the line's other fields as one object), so that
 * tests/support/console-errors.ts fails a test on an error line it did not expect, and a test can
 * assert a line as it asserted console calls before.
 */
export function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const method = consoleMethods[String(entry.level)] ?? "info";
      const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !CONTEXT_KEYS.has(key)));
      const data =
        Array.isArray(rest.data) && Object.keys(rest).length === 1 ? rest.data : Object.keys(rest).length > 0 ? [rest] : [];
      console[method](entry.msg, ...data);
    },
  };
}
