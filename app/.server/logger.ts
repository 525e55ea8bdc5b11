import { createLogger } from "~/lib/logger";
import { getEnv } from "./env";

const env = getEnv();
export const logger = createLogger({
  development: env.isDevelopment,
  productionLogging: env.productionLogging,
});
