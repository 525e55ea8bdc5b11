// The sealed cookie that carries a sign-in's secrets (state, nonce, PKCE verifier) from the
// redirect to the callback: AES-256-GCM, bound to the cookie's name, readable by no one else.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface FlowState {
  v: 1;
  /** Issuer the flow was started with; a configuration change in between fails the flow. */
  iss: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  returnTo: string;
  popup: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** The flow sealed under `key` (32 bytes), for the cookie called `cookieName`. */
export function sealFlow(flow: FlowState, key: Buffer, cookieName: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(cookieName));
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The flow sealFlow sealed with this key and cookie name; undefined for anything else. */
export function unsealFlow(value: string, key: Buffer, cookieName: string): FlowState | undefined {
  const raw = Buffer.from(value, "base64url");
  if (raw.length < 12 + 16 + 2) return undefined;
  let parsed: unknown;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(cookieName));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    parsed = JSON.parse(plain.toString("utf8"));
  } catch {
    return undefined;
  }
  const flow = parsed as Partial<FlowState> | null;
  if (
    !flow ||
    flow.v !== 1 ||
    typeof flow.state !== "string" ||
    typeof flow.nonce !== "string" ||
    typeof flow.verifier !== "string" ||
    typeof flow.redirectUri !== "string" ||
    typeof flow.iss !== "string" ||
    typeof flow.createdAt !== "number"
  ) {
    return undefined;
  }
  return flow as FlowState;
}
