import { afterEach, describe, expect, it, vi } from 'vitest';

const reporters: ((metric: { name: string; value: number; id: string }) => void)[] = [];
vi.mock('web-vitals', () => {
  const on = (cb: (typeof reporters)[number]) => void reporters.push(cb);
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

const { beaconVitals } = await import('./vitals-beacon');

describe('the web-vitals beacon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends each figure online, and lets it go offline (nothing to fail in the console)', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('location', { pathname: '/chat' });
    vi.stubGlobal('navigator', { onLine: true, sendBeacon });
    beaconVitals();
    reporters[0]!({ name: 'LCP', value: 1200, id: 'v1' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/vitals', expect.any(Blob));
    vi.stubGlobal('navigator', { onLine: false, sendBeacon });
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetch);
    reporters[1]!({ name: 'INP', value: 80, id: 'v2' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
