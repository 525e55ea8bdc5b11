// What the HTTP layer hands every loader and action: made once at start-up, never a hidden global,
// so a test can hand in another database.
import { createContext } from "react-router";
import type { Db } from "./db/client";
import type { Env } from "./env";

export interface AppServices {
  env: Env;
  db: Db;
}

export const appContext = createContext<AppServices>();

/** Per request: who is asking, as far as the HTTP layer can tell (rate limits, audit entries). */
export interface RequestInfo {
  /** The peer's address, or with TRUST_PROXY the last address in X-Forwarded-For; "unknown" if neither. */
  clientIp: string;
}

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });
