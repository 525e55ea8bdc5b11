// Reads the verification QR printed on a Thai bank slip (the banks' "Mini-QR": an EMVCo payload
// with API type 000001, the sending bank's code and the bank's transaction reference) from the
// uploaded image, on the server (docs/decisions/096-read-slip-qr-on-upload.md). It never throws:
// an image it cannot read, or one whose only QR is something else, is "unreadable".
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { slipVerify } from "promptparse/validate";
import sharp from "sharp";

/** Why a slip is unreadable: for the log only (the payment keeps just `unreadable`). */
export type SlipQrProblem = "no-qr" | "not-slip-qr" | "image-error" | "timeout";

export type SlipQrReading =
  { status: "read"; bank: string; reference: string } | { status: "unreadable"; why: SlipQrProblem; detail?: string };

/** Long side the image is scaled down to first: a slip's QR stays readable, jsQR's work stays bounded. */
export const SLIP_QR_MAX_SIDE = 1600;
/** Below sharp's own default, as for article images (article-media.server.ts): a phone photo fits. */
const MAX_INPUT_PIXELS = 48_000_000;
/** sharp gives up on an image that takes longer (a decompression bomb, a pathological file). */
const DECODE_TIMEOUT_SECONDS = 5;
/** A slip's payload is about 60 characters; anything far longer is not one. */
const MAX_PAYLOAD_CHARS = 512;
/** Thai bank codes are three digits (002 Bangkok Bank ... 073 LH Bank). */
const BANK_CODE = /^\d{3}$/;
/** Banks' references are letters and digits (SCB's mix cases); printable ASCII, bounded. */
const TRANSACTION_REFERENCE = /^[\x21-\x7e]{1,64}$/;
/**
 * jsQR's search is synchronous and, on noise-like pixels, slow (measured: 25 s on a 1600 x 1600
 * random image), so it runs in a worker thread that is ended after this long.
 */
const FIND_QR_TIMEOUT_MS = 5_000;
/** Decodes at once at most: each holds a scaled image (up to 1600 x 1600 x 4 bytes) in memory. */
const MAX_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_AT_ONCE others run; a finished one hands its turn on. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The slip-verify payload's bank and reference, or why it is not one. */
export function readSlipPayload(payload: string): SlipQrReading {
  if (payload.length > MAX_PAYLOAD_CHARS) return { status: "unreadable", why: "not-slip-qr" };
  let fields: { sendingBank: string; transRef: string } | null = null;
  try {
    fields = slipVerify(payload);
  } catch {
    fields = null;
  }
  if (!fields || !BANK_CODE.test(fields.sendingBank) || !TRANSACTION_REFERENCE.test(fields.transRef)) {
    return { status: "unreadable", why: "not-slip-qr" };
  }
  return { status: "read", bank: fields.sendingBank, reference: fields.transRef };
}

const jsqrPath = createRequire(import.meta.url).resolve("jsqr");
// A script, not a module file: the server build bundles app code, so a worker file of ours would
// have no path of its own; jsQR is resolved from node_modules like any dependency.
const FIND_QR_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const jsQR = require(workerData.jsqrPath);
parentPort.on("message", ({ pixels, width, height }) => {
  const code = jsQR(new Uint8ClampedArray(pixels), width, height, { inversionAttempts: "attemptBoth" });
  parentPort.postMessage(code ? code.data : null);
});
`;

class FindQrTimeout extends Error {}

/** Workers waiting for the next slip: starting one costs more than most searches. */
const idleWorkers: Worker[] = [];

function startWorker(): Worker {
  const worker = new Worker(FIND_QR_SCRIPT, {
    eval: true,
    workerData: { jsqrPath },
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
  });
  // An idle worker must not keep the process (a test run, a shutdown) alive.
  worker.unref();
  return worker;
}

/** The text of the QR jsQR finds in RGBA pixels (null when none), in a worker with a deadline. */
function findQr(rgba: Uint8Array, width: number, height: number, timeoutMs: number): Promise<string | null> {
  // The worker gets its own copy of the pixels, handed over rather than copied again.
  const pixels = new Uint8Array(rgba).buffer;
  const worker = idleWorkers.pop() ?? startWorker();
  return new Promise((resolve, reject) => {
    const done = (finish: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      // A worker that overran or failed is ended; one that answered waits for the next slip.
      if (keep) idleWorkers.push(worker);
      else void worker.terminate();
      finish();
    };
    const onMessage = (text: unknown) => done(() => resolve(typeof text === "string" ? text : null), true);
    const onError = (error: Error) => done(() => reject(error), false);
    const onExit = (code: number) => done(() => reject(new Error(`QR search stopped (exit ${code})`)), false);
    const timer = setTimeout(() => done(() => reject(new FindQrTimeout()), false), timeoutMs);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage({ pixels, width, height }, [pixels]);
  });
}

async function decode(bytes: Uint8Array, timeoutMs: number): Promise<SlipQrReading> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: SLIP_QR_MAX_SIDE, height: SLIP_QR_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    // A transparent background would otherwise read as black around a dark QR.
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const text = await findQr(data, info.width, info.height, timeoutMs);
  if (text === null) return { status: "unreadable", why: "no-qr" };
  return readSlipPayload(text);
}

/** What the slip's verification QR says; a file that is no image, or no slip, is `unreadable`. */
export async function readSlipQr(
  bytes: Uint8Array,
  { findQrTimeoutMs = FIND_QR_TIMEOUT_MS }: { findQrTimeoutMs?: number } = {},
): Promise<SlipQrReading> {
  try {
    return await inTurn(() => decode(bytes, findQrTimeoutMs));
  } catch (error) {
    if (error instanceof FindQrTimeout) return { status: "unreadable", why: "timeout" };
    // sharp's message names the problem (format, limit, timeout), never the picture.
    const detail = error instanceof Error ? error.message.slice(0, 200) : "unknown";
    return { status: "unreadable", why: "image-error", detail };
  }
}
