// Staff and visitors reaching one instance of the production shape (tests/support/production/):
// nginx's test-only X-Test-Instance header pins a request to instance A or B. Shared by the
// production specs (walkthrough, scheduled publishing).
import type { BrowserContext, Page } from "@playwright/test";
import { catalogue, gotoHydrated } from "../fixtures";
import { uniqueClientIp } from "../staff";
import { type InstanceName, productionRequest } from "./production-env";

/** A 1×1 PNG: what Google's image host answers for a profile picture here. */
const AVATAR_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Profile pictures come from Google's image host, which tests never reach. */
export function answerGoogleAvatars(context: BrowserContext) {
  return context.route("https://lh3.googleusercontent.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: AVATAR_PNG }),
  );
}

/** Sends what this context asks for to one instance only (nginx's test-only routing header). */
export async function pinTo(context: BrowserContext, instance: InstanceName) {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp(), "X-Test-Instance": instance });
}

/** GET through one instance, as a visitor without cookies. */
export function getVia(instance: InstanceName, path: string) {
  return productionRequest(path, { headers: { "X-Test-Instance": instance, "Accept-Language": "en" } });
}

/** GET as the signed-in person of `page` (its cookies), through one instance. */
export function staffGetVia(page: Page, instance: InstanceName, path: string) {
  return page.evaluate(
    async ({ path, instance }) => {
      const response = await fetch(path, { headers: { "X-Test-Instance": instance }, redirect: "manual" });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("Content-Type"), bytes: Array.from(bytes) };
    },
    { path, instance },
  );
}

/** POSTs a form as the signed-in person of `page`, through one instance (same origin, so the browser's Origin). */
export function staffPostVia(page: Page, instance: InstanceName, path: string, fields: Record<string, string>) {
  return page.evaluate(
    async ({ path, instance, fields }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "X-Test-Instance": instance },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      // A redirect, the action's answer to a decision made, is opaque to fetch with redirect: "manual".
      return response.type === "opaqueredirect" ? "redirect" : response.status;
    },
    { path, instance, fields },
  );
}

/** Staff sign-in as in production: /login opens Google (the stand-in) in a popup. */
export async function signInWithGoogle(page: Page, email: string, name: string) {
  await gotoHydrated(page, "/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: catalogue.en.auth.signInWithGoogle }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Email").fill(email);
  await popup.getByLabel("Name").fill(name);
  await Promise.all([popup.waitForEvent("close"), popup.getByRole("button", { name: "Continue" }).click()]);
}
