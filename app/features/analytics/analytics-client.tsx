// Placeholder until the analytics module lands.
export function AnalyticsScript(_props: { measurementId: string; nonce: string }) {
  return null;
}
export function usePageViews(_options: { measurementId: string; development: boolean }) {}
