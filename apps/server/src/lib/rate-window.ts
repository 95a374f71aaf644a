/**
 * Counts requests per key in fixed windows, in memory. For endpoints where a limit per server
 * instance is enough (nothing is stored, and nothing is lost by dropping the excess).
 */
export interface RateWindow {
  /** Counts one request; the seconds to wait when it is over the limit, else 0. */
  hit(key: string, now?: number): number;
}

export function rateWindow(opts: { max: number; windowMs: number; maxKeys?: number }): RateWindow {
  const maxKeys = opts.maxKeys ?? 10_000;
  const counts = new Map<string, { start: number; n: number }>();
  return {
    hit(key, now = Date.now()) {
      let entry = counts.get(key);
      if (!entry || now - entry.start >= opts.windowMs) {
        counts.delete(key);
        entry = { start: now, n: 0 };
        // A Map keeps insertion order, and a key is put back when its window starts, so the
        // first keys are those whose windows started longest ago.
        for (const k of counts.keys()) {
          if (counts.size < maxKeys) break;
          counts.delete(k);
        }
        counts.set(key, entry);
      }
      entry.n++;
      if (entry.n <= opts.max) return 0;
      return Math.max(1, Math.ceil((entry.start + opts.windowMs - now) / 1000));
    },
  };
}
