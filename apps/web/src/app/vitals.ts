import { whenSettled } from '../lib/when-settled';

/** Loads web-vitals once the page has settled and, in production, beacons each metric to the server. */
export function startVitals() {
  if (!import.meta.env.PROD) return;
  const load = () =>
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const send = (metric: { name: string; value: number; rating?: string; id: string }) => {
          const body = JSON.stringify({
            name: metric.name,
            value: metric.value,
            rating: metric.rating,
            id: metric.id.slice(0, 100),
            path: location.pathname.slice(0, 300),
          });
          if (
            !navigator.sendBeacon?.('/api/vitals', new Blob([body], { type: 'application/json' }))
          ) {
            void fetch('/api/vitals', { method: 'POST', body, keepalive: true }).catch(() => {});
          }
        };
        onCLS(send);
        onFCP(send);
        onINP(send);
        onLCP(send);
        onTTFB(send);
      })
      .catch(() => {
        /* metrics are optional */
      });
  // The metrics are read from the browser's buffered entries, so loading late loses none.
  whenSettled(() => void load());
}
