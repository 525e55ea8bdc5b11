// A real SMTP server for tests (smtp-server): it accepts every mail, keeps the envelope and the
// decoded message, and can go down and come back on the same port to test retries.
import { SMTPServer } from "smtp-server";
import { freePort } from "./ports";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Header names in lower case, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html?: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://user:secret@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Resolves when at least `count` mails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections are refused) until start() again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const SMTP_USER = "outbox";
export const SMTP_PASSWORD = "smtp-test-secret";

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const waiters: (() => void)[] = [];

  const create = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
        return callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const parsed = parseMessage(raw);
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            ...parsed,
            raw,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server?.once("error", reject);
      server?.listen(port, "127.0.0.1", () => resolve());
    });
  };
  await start();

  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
  };
}

// --- A small MIME reader: enough for what nodemailer writes (text, html, multipart/alternative). ---

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words, joining adjacent ones (a UTF-8 character may span two). */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/((?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+)/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text] of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
      bytes.push(
        encoding?.toUpperCase() === "B"
          ? Buffer.from(text ?? "", "base64")
          : decodeQuotedPrintable((text ?? "").replace(/_/g, " ")),
      );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "7bit").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(body).toString("utf8");
  return body;
}

function collectParts(headers: Record<string, string>, body: string, into: { text?: string; html?: string }) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const inner = splitHeaders(part.replace(/^\r?\n/, ""));
      collectParts(inner.headers, inner.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"]).replace(/\r\n/g, "\n").replace(/\n$/, "");
  if (type.toLowerCase().startsWith("text/html")) into.html ??= decoded;
  else into.text ??= decoded;
}

export function parseMessage(raw: string): Omit<ReceivedMail, "envelope" | "raw"> {
  const { headers, body } = splitHeaders(raw);
  const decodedHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, decodeWords(value)]));
  const parts: { text?: string; html?: string } = {};
  collectParts(headers, body, parts);
  return { headers: decodedHeaders, subject: decodedHeaders.subject ?? "", text: parts.text ?? "", html: parts.html };
}
