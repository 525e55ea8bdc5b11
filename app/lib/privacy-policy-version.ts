// The privacy policy's version: the day its current wording took effect. The policy page shows it
// as "last updated" (features/legal/legal.server.ts) and every analytics consent record stores it
// (features/analytics/consent-records.server.ts), so a record says which wording the visitor saw.
export const PRIVACY_POLICY_VERSION = "2026-11-29";
