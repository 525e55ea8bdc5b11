// One instance dies or is stopped while visitors write and order through nginx: nothing answered
// with success is lost, and the other instance keeps serving. A deploy (the control's "term") takes
// the instance out of nginx's rotation before its SIGTERM, as docs/deploy.md's deploy step does.
// Runs after the walkthrough (its own Playwright project), since it stops instances the walkthrough
// relies on.
import { randomBytes } from "node:crypto";
import { expect, test } from "../../support/fixtures";
import {
  controlInstance,
  type InstanceName,
  productionRequest,
  productionSiteUrl,
  queryProduction,
} from "../../support/production/production-env";
import { stampOldEnough } from "../../support/form-clock";
import { uniqueClientIp } from "../../support/staff";

test.describe.configure({ mode: "serial" });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
// A fresh connection per request, as after nginx reloads: Node's client, unlike a browser, does
// not send a request again when the idle connection it picked was being closed.
const fresh = { Connection: "close" };
const posting = () => ({
  ...fresh,
  Origin: productionSiteUrl(),
  "Content-Type": "application/x-www-form-urlencoded",
  "X-Forwarded-For": uniqueClientIp(),
});

/**
 * The contact form's signed time stamp, as the instances issue it, from long enough ago that the
 * form's minimum fill time has passed (tests/support/form-clock.ts).
 */
function contactFormToken(): string {
  return stampOldEnough();
}

interface Traffic {
  /** Markers of contact messages answered 200. */
  messages: string[];
  /** References of orders answered with the redirect to their page. */
  orders: string[];
  failed: number;
  pagesServed: number;
  pagesFailed: number;
}

/** Visitors writing, ordering and reading, a few at a time, until `stop()` resolves. */
async function trafficUntil(stop: Promise<unknown>, token: string, run: string): Promise<Traffic> {
  const traffic: Traffic = { messages: [], orders: [], failed: 0, pagesServed: 0, pagesFailed: 0 };
  let done = false;
  void stop.finally(() => (done = true));
  let sequence = 0;
  const visitor = async () => {
    while (!done) {
      const n = sequence++;
      if (n % 3 === 0) {
        const page = await productionRequest("/", { headers: fresh }).catch(() => undefined);
        if (page?.status === 200) traffic.pagesServed++;
        else traffic.pagesFailed++;
        continue;
      }
      if (n % 3 === 1) {
        const marker = `${run} message ${n}`;
        const body = form({
          name: marker,
          email: "failover@example.com",
          message: "Still there while one instance goes away?",
          formToken: token,
          website: "",
        });
        const answer = await productionRequest("/contact", { method: "POST", headers: posting(), body }).catch(() => undefined);
        if (answer?.status === 200) traffic.messages.push(marker);
        else traffic.failed++;
        continue;
      }
      const body = form({
        packageId: "starter",
        option: "full",
        method: "promptpay",
        fullName: `${run} order ${n}`,
        email: "failover@example.com",
        phone: "0812345678",
        requirements: "A website ordered while an instance is restarting.",
        idempotencyKey: `failover-${run}-${n}-${randomBytes(6).toString("hex")}`,
        lang: "en",
      });
      const answer = await productionRequest("/checkout", { method: "POST", headers: posting(), body }).catch(() => undefined);
      const reference = /[?&]ref=([A-Z0-9-]+)/.exec(String(answer?.headers.location ?? ""))?.[1];
      if (answer?.status === 302 && reference) traffic.orders.push(reference);
      else traffic.failed++;
    }
  };
  await Promise.all([visitor(), visitor(), visitor()]);
  return traffic;
}

async function expectAllStored(traffic: Traffic, run: string) {
  const messages = await queryProduction<{ name: string }>("select name from contact_messages where name like $1", [
    `${run} message %`,
  ]);
  const orders = await queryProduction<{ reference: string }>("select reference from orders where reference = any($1)", [
    traffic.orders,
  ]);
  for (const marker of traffic.messages) expect(messages.map((row) => row.name)).toContain(marker);
  expect(orders.map((row) => row.reference).sort()).toEqual([...traffic.orders].sort());
}

async function outage(instance: InstanceName, how: "kill" | "term", run: string) {
  const token = contactFormToken();
  const stop = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await controlInstance(how, instance);
    // Visitors keep coming while the instance is away.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  })();
  const traffic = await trafficUntil(stop, token, run);
  await controlInstance("start", instance);
  console.info(
    `${how === "kill" ? "kill -9" : "SIGTERM"} of instance ${instance}: ${traffic.messages.length} messages and ${traffic.orders.length} orders answered with success, ` +
      `${traffic.failed} posts refused, ${traffic.pagesServed} pages served, ${traffic.pagesFailed} pages failed`,
  );
  return traffic;
}

test("kill -9 of one instance loses nothing that was answered with success, and the other keeps serving", async () => {
  const run = `kill-${randomBytes(3).toString("hex")}`;
  const traffic = await outage("a", "kill", run);
  expect(traffic.messages.length).toBeGreaterThan(0);
  expect(traffic.orders.length).toBeGreaterThan(0);
  // nginx passes a page that met a dead instance on to the live one.
  expect(traffic.pagesFailed).toBe(0);
  await expectAllStored(traffic, run);
});

test("a deploy (out of the rotation, then SIGTERM) finishes what the instance was doing: no request fails", async () => {
  const run = `term-${randomBytes(3).toString("hex")}`;
  const traffic = await outage("b", "term", run);
  expect(traffic.failed).toBe(0);
  expect(traffic.pagesFailed).toBe(0);
  await expectAllStored(traffic, run);
});
