// The only way the app writes logs: this console logger in the browser, and on the server the same
// facade over pino's JSON lines (app/.server/json-logger.ts, ADR 103). Every argument is masked.
// Debug and info lines are written only in development unless production logging is enabled;
// notices (start-up facts an operator needs), warnings and errors are always written.
import { mask } from "./log-mask";

export interface LoggerOptions {
  development: boolean;
  productionLogging: boolean;
  sink?: Pick<Console, "debug" | "info" | "warn" | "error">;
}

type Level = "debug" | "info" | "notice" | "warn" | "error";
export type Logger = Record<Level, (message: string, ...data: unknown[]) => void>;

export function createLogger({ development, productionLogging, sink = console }: LoggerOptions): Logger {
  const verbose = development || productionLogging;
  const write =
    (level: keyof typeof sink, enabled: boolean) =>
    (message: string, ...data: unknown[]) => {
      if (!enabled) return;
      sink[level](mask(message) as string, ...data.map((item) => mask(item)));
    };
  return {
    debug: write("debug", verbose),
    info: write("info", verbose),
    notice: write("info", true),
    warn: write("warn", true),
    error: write("error", true),
  };
}
