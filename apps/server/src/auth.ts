import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { DatabaseType } from './db/client';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './lib/common-passwords';
import { weakPasswordReason, type PasswordContext } from './lib/password-strength';

export const CLIENT_IP_HEADER = 'x-mentora-client-ip';
export const PASSWORD_MAX_LENGTH = 128;

export interface AuthConfig {
  db: Kysely<never>;
  databaseType: DatabaseType;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  passwordMinLength: number;
  rateLimit: { max: number; window: number };
  google?: { clientId: string; clientSecret: string } | undefined;
  /** Removes the user's own app data when their account is deleted. */
  onDeleteUser?: (userId: string) => Promise<void>;
}

/** Creates the better-auth instance on the app's own database. */
export function createAuth(cfg: AuthConfig) {
  const limited = { window: cfg.rateLimit.window, max: cfg.rateLimit.max };
  return betterAuth({
    appName: 'Mentora',
    baseURL: cfg.baseURL,
    basePath: '/api/auth',
    secret: cfg.secret,
    trustedOrigins: cfg.trustedOrigins,
    database: { db: cfg.db, type: cfg.databaseType },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: cfg.passwordMinLength,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await cfg.onDeleteUser?.(user.id);
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    socialProviders: cfg.google
      ? { google: { clientId: cfg.google.clientId, clientSecret: cfg.google.clientSecret } }
      : {},
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': limited,
        '/sign-up/email': limited,
        '/change-password': limited,
        // Reading the session happens on every page load and changes nothing.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: cfg.baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        // better-auth deletes an account without its password for a session younger than a
        // day; here the password is always needed (better-auth then checks it).
        if (ctx.path === '/delete-user') {
          const password = body?.password;
          if (typeof password !== 'string' || password === '') {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_REQUIRED',
              message: 'Please enter your password to delete your account.',
            });
          }
        }
        const candidate =
          ctx.path === '/sign-up/email'
            ? body?.password
            : ctx.path === '/change-password' || ctx.path === '/reset-password'
              ? body?.newPassword
              : undefined;
        if (typeof candidate !== 'string') return;
        if (isCommonPassword(candidate)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
        // Too short or too long: better-auth says so in its own words.
        if (candidate.length < cfg.passwordMinLength || candidate.length > PASSWORD_MAX_LENGTH) {
          return;
        }
        let context: PasswordContext = {};
        if (ctx.path === '/sign-up/email') {
          context = { email: String(body?.email ?? ''), name: String(body?.name ?? '') };
        } else if (ctx.path === '/change-password') {
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (session) context = { email: session.user.email, name: session.user.name };
        }
        const weak = weakPasswordReason(candidate, context);
        if (weak) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: weak });
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A new account costs a password hash; an email that already has one must cost the
        // same, or the time of the answer tells which emails have accounts.
        if (ctx.path !== '/sign-up/email') return;
        const returned: unknown = ctx.context.returned;
        const password = (ctx.body as Record<string, unknown> | undefined)?.password;
        if (
          isAPIError(returned) &&
          /^USER_ALREADY_EXISTS/.test(String(returned.body?.code ?? '')) &&
          typeof password === 'string'
        ) {
          await ctx.context.password.hash(password);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
