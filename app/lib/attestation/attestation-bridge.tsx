// The bot check's client, mounted only when captcha is on and loaded lazily by useLazyAttestation,
// so that a form's page does not carry its code otherwise (ADR 025). It hands the form getToken and
// holds the element where the check's widget appears when it needs the visitor.
import { useEffect } from "react";
import type { AttestationConfig } from "./attestation-config";
import { useAttestation } from "./use-attestation";

export default function AttestationBridge({
  config,
  purpose,
  onReady,
}: {
  config: AttestationConfig;
  /** The path the token is for; by default the current page's path. */
  purpose?: string;
  onReady: (getToken: () => Promise<string | null>) => void;
}) {
  const { getToken, widgetRef } = useAttestation(config, { purpose });
  useEffect(() => onReady(getToken), [getToken, onReady]);
  return <div ref={widgetRef} />;
}
