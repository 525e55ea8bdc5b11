// The bot check for the contact form, loaded only when captcha is on (React.lazy), so that the
// form's page does not carry its client code otherwise (ADR 025). It hands the form getToken and
// holds the element where the check's widget appears when it needs the visitor.
import { useEffect } from "react";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import { useAttestation } from "~/lib/attestation/use-attestation";

export default function AttestationBridge({
  config,
  onReady,
}: {
  config: AttestationConfig;
  onReady: (getToken: () => Promise<string | null>) => void;
}) {
  const { getToken, widgetRef } = useAttestation(config);
  useEffect(() => onReady(getToken), [getToken, onReady]);
  return <div ref={widgetRef} />;
}
