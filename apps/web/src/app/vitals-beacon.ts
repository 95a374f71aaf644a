import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** Beacons each web-vitals metric to the server (loaded once the page has settled). */
export function beaconVitals() {
  const send = (metric: { name: string; value: number; rating?: string; id: string }) => {
    // Offline, the request would only fail (and say so in the console): the figure is let go.
    if (!navigator.onLine) return;
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id.slice(0, 100),
      path: location.pathname.slice(0, 300),
    });
    if (!navigator.sendBeacon?.('/api/vitals', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/vitals', { method: 'POST', body, keepalive: true }).catch(() => {});
    }
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
