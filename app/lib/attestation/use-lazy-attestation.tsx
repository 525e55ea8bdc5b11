// A form's bot check without its code on the page: when captcha is on, `bridge` (render it inside
// the form, where the check's widget may appear) loads the client lazily, and getToken waits for it.
// When captcha is off, bridge is null and getToken gives null at once. ADR 025.
import { lazy, type ReactNode, Suspense, useCallback, useRef } from "react";
import type { AttestationConfig } from "./attestation-config";

const AttestationBridge = lazy(() => import("./attestation-bridge"));

type GetToken = () => Promise<string | null>;

export function useLazyAttestation(
  config: AttestationConfig | null,
  options: { purpose?: string } = {},
): { bridge: ReactNode; getToken: GetToken } {
  // The bridge's getToken, once its lazily loaded part has mounted.
  const source = useRef<{ ready: Promise<GetToken>; resolve: (get: GetToken) => void }>(null);
  if (!source.current) {
    let resolve: (get: GetToken) => void = () => undefined;
    const ready = new Promise<GetToken>((done) => (resolve = done));
    source.current = { ready, resolve };
  }
  const latest = useRef<GetToken | null>(null);
  const onReady = useCallback((get: GetToken) => {
    latest.current = get;
    source.current?.resolve(get);
  }, []);
  const enabled = Boolean(config);
  const getToken = useCallback(async () => {
    if (!enabled) return null;
    const get = latest.current ?? (await source.current?.ready);
    return get ? get() : null;
  }, [enabled]);
  const bridge = config ? (
    <Suspense fallback={null}>
      <AttestationBridge config={config} purpose={options.purpose} onReady={onReady} />
    </Suspense>
  ) : null;
  return { bridge, getToken };
}
