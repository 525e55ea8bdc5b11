import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthInput, resolveAuth } from "./env-auth";
import { EnvError } from "./env-error";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "env-auth-test-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const NODE_ENVS = ["development", "test", "production"];
const PUBLIC_SITES = ["http://0.0.0.0:5173", "http://192.168.1.10:3000", "https://www.example.co.th"];
const resolve = (env: Partial<AuthInput>, where: { host?: string; siteUrl: string }) =>
  resolveAuth({ NODE_ENV: "production", LOCAL_IDP: "auto", ...env }, { host: "127.0.0.1", dataDir, ...where });

describe("resolveAuth: the built-in provider and SITE_URL", () => {
  it("auto stays off with a public SITE_URL in every NODE_ENV and on every HOST, and says why", () => {
    for (const NODE_ENV of NODE_ENVS) {
      for (const siteUrl of PUBLIC_SITES) {
        for (const host of ["127.0.0.1", "0.0.0.0"]) {
          const auth = resolve({ NODE_ENV }, { host, siteUrl });
          expect(auth.provider).toBe("none");
          expect(auth.client).toBeUndefined();
          expect(auth.localIdp).toEqual({
            enabled: false,
            setting: "auto",
            reason: `SITE_URL (${siteUrl}) is a public origin, where anyone could sign in as anyone`,
          });
        }
      }
    }
  });

  it("on is refused with a public SITE_URL in every NODE_ENV", () => {
    for (const NODE_ENV of NODE_ENVS) {
      for (const siteUrl of PUBLIC_SITES) {
        expect(() => resolve({ NODE_ENV, LOCAL_IDP: "on" }, { siteUrl })).toThrow(EnvError);
        expect(() => resolve({ NODE_ENV, LOCAL_IDP: "on" }, { siteUrl })).toThrow(/LOCAL_IDP=on needs a loopback SITE_URL/);
      }
    }
  });

  it("development keeps its one exception, HOST, only with a loopback SITE_URL", () => {
    const auth = resolve({ NODE_ENV: "development" }, { host: "0.0.0.0", siteUrl: "http://localhost:5173" });
    expect(auth.provider).toBe("local");
    expect(auth.localIdp.reason).toContain("http://localhost:5173");
    expect(resolve({ NODE_ENV: "production" }, { host: "0.0.0.0", siteUrl: "http://localhost:5173" }).provider).toBe("none");
  });

  it("auto and on work with every loopback SITE_URL", () => {
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://sws.localhost"]) {
      expect(resolve({}, { siteUrl }).provider).toBe("local");
      expect(resolve({ LOCAL_IDP: "on" }, { host: "0.0.0.0", siteUrl }).provider).toBe("local");
    }
  });
});
