// The server's one logger (json-logger.ts, ADR 103), set up from the environment.
import { hostname } from "node:os";
import { getEnv } from "./env";
import { consoleDestination, createJsonLogger } from "./json-logger";

const env = getEnv();
const created = createJsonLogger({
  development: env.isDevelopment,
  productionLogging: env.productionLogging,
  format: env.logFormat,
  instance: `${hostname()}:${env.port}`,
  // Under tests the lines go through the console, where tests/support/console-errors.ts watches errors.
  destination: env.mode === "test" ? consoleDestination() : undefined,
});

export const logger = created.logger;
/** pino itself, for the request lines (server/request-log.ts). */
export const rootLogger = created.root;
