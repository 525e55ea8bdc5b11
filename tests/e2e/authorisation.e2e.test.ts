// The authorisation matrix: visitor, pending, editor and admin against every admin page, loader
// and action listed in tests/support/admin-access.ts, each cell asserting allow or deny (deny for
// everyone not listed). It also fails when app/routes.ts has an admin route without its rows.
// HTTP only (no browser), so it runs once, in the desktop project.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { type Actor, type AdminAccessRow, actors, adminAccess } from "../support/admin-access";
import { pgliteSiteUrl } from "../support/e2e-env";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

interface AdminRoute {
  id: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** A resource route (no component) answers documents itself; the client never asks it for .data. */
  hasComponent: boolean;
}

/** Every route under /admin in app/routes.ts: the admin layout's children and any "admin/..." route. */
function adminRoutes(): AdminRoute[] {
  const source = readFileSync(path.resolve("app/routes.ts"), "utf8");
  const layoutAt = source.indexOf('route("admin", "routes/admin-layout.tsx", [');
  if (layoutAt === -1) throw new Error("app/routes.ts: the admin layout route was not found");
  let depth = 0;
  let end = layoutAt;
  for (let i = source.indexOf("[", layoutAt); i < source.length; i++) {
    if (source[i] === "[") depth++;
    if (source[i] === "]" && --depth === 0) {
      end = i;
      break;
    }
  }
  const block = source.slice(layoutAt, end);
  const files = new Set<string>(["routes/admin-layout.tsx"]);
  for (const match of block.matchAll(/(?:route\(\s*"[^"]*"\s*,\s*|index\(\s*)"(routes\/[^"]+)"/g)) files.add(match[1] ?? "");
  for (const match of source.matchAll(/route\(\s*"\/?admin[^"]*"\s*,\s*"(routes\/[^"]+)"/g)) files.add(match[1] ?? "");
  return [...files].map((file) => {
    const code = readFileSync(path.resolve("app", file), "utf8");
    return {
      id: file.replace(/\.[jt]sx?$/, ""),
      hasLoader: /export\s+(async\s+)?function\s+loader\b|export\s+const\s+loader\b/.test(code),
      hasAction: /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(code),
      hasComponent: /export\s+default\b/.test(code),
    };
  });
}

test.describe("Every admin route is in the authorisation matrix", () => {
  test("each admin page has a page row, and each admin action an action row", () => {
    const missing: string[] = [];
    for (const route of adminRoutes()) {
      const rows = adminAccess.filter((row) => row.route === route.id);
      if ((route.hasLoader || route.hasComponent) && !rows.some((row) => row.kind === "page")) {
        missing.push(`${route.id}: no page row`);
      }
      if (route.hasAction && !rows.some((row) => row.kind === "action")) missing.push(`${route.id}: no action row`);
    }
    expect(missing, "add these rows to tests/support/admin-access.ts (the file says how)").toEqual([]);
  });

  test("every row names a route that exists", () => {
    const ids = new Set(adminRoutes().map((route) => route.id));
    expect(adminAccess.map((row) => row.route).filter((id) => !ids.has(id))).toEqual([]);
  });
});

type Outcome = "allow" | "deny";

/** A request through the whole page (document) or the client's single-fetch `.data` request. */
type Channel = "document" | "data";

function dataUrl(pathname: string, routeId?: string): string {
  const url = new URL(pathname, "http://site");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  if (routeId) url.searchParams.set("_routes", routeId);
  return `${url.pathname}${url.search}`;
}

/** What the server did, in the matrix's words, with the evidence for the failure message. */
async function outcomeOf(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  channel: Channel,
): Promise<{ outcome: Outcome | "server-error"; evidence: string }> {
  const status = response.status();
  const location = response.headers().location ?? "";
  const body = channel === "data" ? await response.text() : "";
  const evidence = `${status}${location ? ` -> ${location}` : ""}${body ? ` ${body.slice(0, 160)}` : ""}`;
  if (status >= 500) return { outcome: "server-error", evidence };
  if (status === 401 || status === 403) return { outcome: "deny", evidence };
  if (channel === "document" && status >= 300 && status < 400 && new URL(location, "http://site").pathname === "/login") {
    return { outcome: "deny", evidence };
  }
  // A single-fetch redirect is a 202 whose body names the target.
  if (channel === "data" && status === 202 && /"redirect","\/login"/.test(body)) return { outcome: "deny", evidence };
  return { outcome: "allow", evidence };
}

const clients = new Map<Actor, APIRequestContext>();

test.describe("Authorisation matrix", () => {
  test.beforeAll(async ({}, workerInfo) => {
    test.skip(workerInfo.project.name !== "desktop", "HTTP only: one project is enough");
    const baseURL = pgliteSiteUrl();
    for (const actor of actors) {
      const client = await playwrightRequest.newContext({ baseURL });
      if (actor !== "visitor") await signInAs(client, actor);
      clients.set(actor, client);
    }
  });

  test.afterAll(async () => {
    for (const client of clients.values()) await client.dispose();
    clients.clear();
  });

  async function ask(actor: Actor, row: AdminAccessRow, channel: Channel) {
    const client = clients.get(actor);
    if (!client) throw new Error(`no client for ${actor}`);
    if (row.kind === "page") {
      return client.get(channel === "document" ? row.path : dataUrl(row.path, row.route), { maxRedirects: 0 });
    }
    // As a browser on this site sends it: its own Origin, a form body.
    return client.post(channel === "document" ? row.path : dataUrl(row.path), {
      form: row.form,
      headers: { Origin: pgliteSiteUrl() },
      maxRedirects: 0,
    });
  }

  const routes = adminRoutes();
  for (const row of adminAccess) {
    const route = routes.find((candidate) => candidate.id === row.route);
    const channels: Channel[] = row.kind === "page" && route && !route.hasComponent ? ["document"] : ["document", "data"];
    for (const channel of channels) {
      const what =
        row.kind === "page"
          ? channel === "document"
            ? `GET ${row.path} (${row.route})`
            : `the loader of ${row.route} alone (${dataUrl(row.path, row.route)})`
          : `POST ${row.path}${channel === "data" ? " (.data)" : ""}${row.note ? ` — ${row.note}` : ""}`;
      for (const actor of actors) {
        const expected: Outcome = row.allowed.includes(actor) ? "allow" : "deny";
        test(`${actor}: ${expected} ${what}`, async () => {
          const { outcome, evidence } = await outcomeOf(await ask(actor, row, channel), channel);
          expect(outcome, `${actor} ${what}: ${evidence}`).toBe(expected);
        });
      }
    }
  }
});
