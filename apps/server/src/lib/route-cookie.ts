import { createHmac } from 'node:crypto';

/**
 * The route cookie: the same value on every device of a user, and a different one for each user,
 * so a load balancer in front of several instances can send all of a user's sync requests to one
 * instance (nginx: `hash $cookie_mentora_route consistent;`). Then that instance gathers the
 * requests of a user's devices into one transaction, where spread over instances they would take
 * turns on the user's row (docs/decisions/0031). It says nothing of who the user is (a keyed
 * hash of the user's id), grants nothing, and sync is just as correct without it.
 */
export const ROUTE_COOKIE = 'mentora_route';

/** A year: the cookie is set again whenever a request comes without it. */
export const ROUTE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The most users whose value is kept, so the hash is not taken on every request. */
const KEPT = 10_000;

/** The route cookie's value for a user (kept for the users seen lately). */
export function routeValues(secret: string): (userId: string) => string {
  const values = new Map<string, string>();
  return (userId) => {
    let value = values.get(userId);
    if (value === undefined) {
      value = createHmac('sha256', `route:${secret}`).update(userId).digest('hex').slice(0, 16);
      if (values.size >= KEPT) values.clear();
      values.set(userId, value);
    }
    return value;
  };
}
