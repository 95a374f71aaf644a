import { Hono } from 'hono';
import { z } from 'zod';

export const VitalSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().nonnegative(),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  id: z.string().max(100).optional(),
  path: z.string().max(300).optional(),
});

/** Receives one web-vitals metric per request (sent with navigator.sendBeacon) and logs one line. */
export function vitalsRoutes(log: (line: string) => void = console.log) {
  const app = new Hono();
  app.post('/', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'Body must be JSON.' }, 400);
    }
    const parsed = VitalSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'Not a valid web-vitals metric.' }, 400);
    const m = parsed.data;
    log(
      `[vitals] ${m.name}=${Math.round(m.value * 1000) / 1000} ${m.rating ?? ''} ${m.path ?? ''}`.trim(),
    );
    return c.body(null, 204);
  });
  return app;
}
