// A local stand-in for GA4's Measurement Protocol endpoint (POST /mp/collect?measurement_id=…&api_secret=…
// with a JSON body), as Google documents it: it records every request and answers 204 with no
// body, or the status a test asks for.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface CollectRequest {
  method: string;
  path: string;
  measurementId: string | null;
  apiSecret: string | null;
  contentType: string;
  body: unknown;
}

export interface FakeGa4 {
  /** The collect URL to configure (GA4_MP_URL). */
  collectUrl: string;
  requests: CollectRequest[];
  /** Every later request answers this status (204 by default). */
  answerWith(status: number): void;
  /** Every later request waits this long before its answer. */
  delayBy(ms: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeGa4(): Promise<FakeGa4> {
  const requests: CollectRequest[] = [];
  let status = 204;
  let delay = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-ga4");
    const raw = await readBody(request);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as text: a test can see what was sent.
    }
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      measurementId: url.searchParams.get("measurement_id"),
      apiSecret: url.searchParams.get("api_secret"),
      contentType: request.headers["content-type"] ?? "",
      body,
    });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (url.pathname !== "/mp/collect" || request.method !== "POST") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    collectUrl: `http://127.0.0.1:${port}/mp/collect`,
    requests,
    answerWith: (value) => {
      status = value;
    },
    delayBy: (ms) => {
      delay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
