import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Logger } from '../lib/log';
import { rateWindow } from '../lib/rate-window';

/** No real metric comes near an hour (in milliseconds; CLS is far smaller still). */
export const VITAL_MAX_VALUE = 3_600_000;
/** A metric is about 150 bytes. */
export const VITAL_MAX_BYTES = 2048;
/** Metrics from one client address per minute: a page sends five, and a few more as it is used. */
export const VITALS_PER_MINUTE = 60;

export const VitalSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().nonnegative().max(VITAL_MAX_VALUE),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  id: z
    .string()
    .max(100)
    .regex(/^[\x21-\x7e]*$/)
    .optional(),
  // location.pathname: percent-encoded, so printable ASCII only.
  path: z
    .string()
    .max(300)
    .regex(/^\/[\x21-\x7e]*$/)
    .optional(),
});

export interface VitalsOptions {
  log: Logger;
  clientIp: (c: Context) => string | undefined;
  /** Metrics an address may send a minute (VITALS_PER_MINUTE unless the server says). */
  perMinute?: number;
}

/** Receives one web-vitals metric per request (sent with navigator.sendBeacon) and logs it. */
export function vitalsRoutes({ log, clientIp, perMinute = VITALS_PER_MINUTE }: VitalsOptions) {
  const app = new Hono();
  const limit = rateWindow({ max: perMinute, windowMs: 60_000 });
  app.post('/', async (c) => {
    const wait = limit.hit(clientIp(c) ?? 'unknown');
    if (wait > 0) {
      return c.json({ error: 'Too many metrics from this address.' }, 429, {
        'Retry-After': String(wait),
      });
    }
    const text = await c.req.text();
    if (text.length > VITAL_MAX_BYTES) return c.json({ error: 'A metric is far smaller.' }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: 'Body must be JSON.' }, 400);
    }
    const parsed = VitalSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'Not a valid web-vitals metric.' }, 400);
    const m = parsed.data;
    log.info('web vital', {
      name: m.name,
      value: Math.round(m.value * 1000) / 1000,
      rating: m.rating,
      path: m.path,
    });
    return c.body(null, 204);
  });
  return app;
}
