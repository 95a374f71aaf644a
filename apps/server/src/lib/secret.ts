import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SecretOptions {
  secret?: string | undefined;
  dataDir: string;
  databaseType: 'sqlite' | 'postgres';
  production: boolean;
}

/**
 * The session signing secret: BETTER_AUTH_SECRET when set; otherwise, with the embedded
 * SQLite database, one generated once into the data directory (owner-only) and reused.
 * With PostgreSQL in production a missing secret is an error: several instances must share it.
 */
export function resolveAuthSecret(opts: SecretOptions): string {
  if (opts.secret && opts.secret.trim() !== '') {
    if (opts.secret.length < 32) {
      throw new Error('BETTER_AUTH_SECRET must be at least 32 characters long.');
    }
    return opts.secret;
  }
  if (opts.databaseType === 'postgres' && opts.production) {
    throw new Error(
      'BETTER_AUTH_SECRET is not set. With PostgreSQL in production every server instance must share one secret: ' +
        'set BETTER_AUTH_SECRET to a random string of at least 32 characters (for example: openssl rand -base64 32).',
    );
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'auth-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, generated + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}
