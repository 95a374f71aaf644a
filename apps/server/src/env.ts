import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { VITALS_PER_MINUTE } from './routes/vitals';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const intFromString = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFromString(3000).pipe(z.number().int().min(0).max(65535)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
  BETTER_AUTH_SECRET: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  PASSWORD_MIN_LENGTH: intFromString(6).pipe(z.number().int().min(4).max(128)),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  RATE_LIMIT_MAX: intFromString(10).pipe(z.number().int().min(1)),
  RATE_LIMIT_WINDOW: intFromString(60).pipe(z.number().int().min(1)),
  SYNC_RATE_LIMIT_MAX: intFromString(120).pipe(z.number().int().min(1)),
  SYNC_RATE_LIMIT_WINDOW: intFromString(60).pipe(z.number().int().min(1)),
  VITALS_RATE_LIMIT_MAX: intFromString(VITALS_PER_MINUTE).pipe(z.number().int().min(1)),
  SYNC_QUOTA_BYTES: intFromString(5 * 1024 * 1024).pipe(z.number().int().min(1024)),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads and validates the process environment. Throws a readable error on bad values. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
