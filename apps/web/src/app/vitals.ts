import { whenSettled } from '../lib/when-settled';

/**
 * Loads web-vitals once the page has settled and, in production, beacons each metric to the
 * server. The code that does it is fetched then too, so the first load does not carry it.
 */
export function startVitals() {
  if (!import.meta.env.PROD) return;
  // The metrics are read from the browser's buffered entries, so loading late loses none.
  whenSettled(
    () =>
      void import('./vitals-beacon')
        .then(({ beaconVitals }) => beaconVitals())
        .catch(() => {
          /* metrics are optional */
        }),
  );
}
