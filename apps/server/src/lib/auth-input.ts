/**
 * Checks the parts of auth requests that better-auth passes on unchecked, so bad input gets a
 * clear 400 instead of a database error (500), and no link can redirect a person off the site.
 */

/** Query and body fields that name a page to go to afterwards. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

export const NAME_MAX_LENGTH = 100;
export const IMAGE_MAX_LENGTH = 2048;

/** True for a path on this site ("/chat") or an absolute URL on a trusted origin. */
export function isSafeRedirect(value: string, trusted: readonly string[]): boolean {
  if (value.startsWith('/')) {
    // "//evil.example" and "/\evil.example" are read by browsers as another host.
    if (value.startsWith('//') || value.startsWith('/\\')) return false;
    for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 32) return false;
    return true;
  }
  try {
    return trusted.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

function parseBody(contentType: string, bytes: ArrayBuffer): Record<string, unknown> | null {
  if (bytes.byteLength === 0) return null;
  const text = new TextDecoder().decode(bytes);
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The reason a request is refused, or null when it may go on to better-auth. */
export function authInputProblem(
  path: string,
  url: URL,
  contentType: string,
  body: ArrayBuffer | null,
  trusted: readonly string[],
): string | null {
  const fields = body ? parseBody(contentType, body) : null;
  for (const f of REDIRECT_FIELDS) {
    for (const value of [url.searchParams.get(f), fields?.[f]]) {
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string' || !isSafeRedirect(value, trusted)) {
        return `${f} must be a page on this site.`;
      }
    }
  }
  const signUp = path.endsWith('/sign-up/email');
  if ((signUp || path.endsWith('/update-user')) && fields) {
    const { name, image } = fields;
    if (
      (name !== undefined || signUp) &&
      (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX_LENGTH)
    ) {
      return `name must be text of 1 to ${NAME_MAX_LENGTH} characters.`;
    }
    if (
      image !== undefined &&
      image !== null &&
      (typeof image !== 'string' || image.length > IMAGE_MAX_LENGTH)
    ) {
      return `image must be a link of at most ${IMAGE_MAX_LENGTH} characters.`;
    }
  }
  return null;
}
