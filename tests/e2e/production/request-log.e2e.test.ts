// Request ids and request lines in the production shape (nginx TLS → instances, ADR 103): nginx
// sends its own $request_id (whatever a client claims), the instance answers with it and writes it
// on the request's JSON line; a share link's token reaches no line, whatever the answer.
import { expect, test } from "../../support/fixtures";
import { instanceLogLines, productionRequest, productionSiteUrl } from "../../support/production/production-env";

/** The instance's request line with `reqId`, once it has been read from the instance's output. */
async function requestLine(reqId: string) {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      found = (await instanceLogLines("a")).find((line) => line.msg === "Request" && line.reqId === reqId);
      return found !== undefined;
    })
    .toBe(true);
  return found as Record<string, unknown>;
}

test("the request id in the answer is nginx's, and the instance's line for the request carries it", async () => {
  const answer = await productionRequest("/articles", {
    headers: { "X-Test-Instance": "a", "Accept-Language": "en", "X-Request-Id": "made-up-by-the-client" },
  });
  expect(answer.status).toBe(200);
  const id = String(answer.headers["x-request-id"]);
  // nginx's $request_id: 32 hex digits, in place of the client's.
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const line = await requestLine(id);
  expect(line).toMatchObject({ level: "info", method: "GET", route: "/articles", status: 200 });
  expect(typeof line.responseTime).toBe("number");
  expect(String(line.instance)).toMatch(/:\d+$/);
});

test("a share link's token is in no line of the instance on a 404, a 405 or a 413", async () => {
  const token = `9.1767225600.${"Qx7Lp2Vn8Rt4Ws6Yz1Ab3Cd5Ef7Gh9Jk0Mn2Pq4St"}`;
  const path = `/preview/${token}`;
  const headers = { "X-Test-Instance": "a", "Accept-Language": "en" };
  const form = { ...headers, Origin: productionSiteUrl(), "Content-Type": "application/x-www-form-urlencoded" };
  const answers = [
    await productionRequest(path, { headers }),
    await productionRequest(path, { method: "POST", headers: form, body: "a=1" }),
    await productionRequest(path, { method: "POST", headers: form, body: `a=${"x".repeat(70 * 1024)}` }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([404, 405, 413]);
  const lines = await Promise.all(answers.map((answer) => requestLine(String(answer.headers["x-request-id"]))));
  expect(lines.map((line) => [line.route, line.status])).toEqual([
    ["/preview/:token", 404],
    ["/preview/:token", 405],
    ["/preview/:token", 413],
  ]);
  const everything = JSON.stringify(await instanceLogLines("a"));
  expect(everything).not.toContain("Qx7Lp2Vn8Rt4");
});
