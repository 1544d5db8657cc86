import type { Metric } from 'web-vitals';

/**
 * Sends each visitor's LCP, INP and CLS to `VITE_RUM_URL` as a beacon of JSON. Called only when the
 * variable is set, so without it the build leaves web-vitals out. web-vitals reads buffered entries,
 * so loading it once the page is idle still measures the first paint and the first input.
 */
export async function startFieldSpeedReporting(rumUrl: string): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const send = ({ name, value, rating, delta, id, navigationType }: Metric) =>
    navigator.sendBeacon(
      rumUrl,
      // As text, a cross-origin collector gets the JSON without a CORS preflight, which a beacon cannot make.
      JSON.stringify({ name, value, rating, delta, id, navigationType, page: window.location.pathname }),
    );
  onLCP(send);
  onINP(send);
  onCLS(send);
}
