/**
 * A schema that is only built the first time it is used. Building zod schemas as a module loads
 * costs the page's start-up several milliseconds of one uninterrupted task on a phone (zod's
 * own code is compiled on first use), while most schemas are not needed until something stored
 * or received is read. The stand-in forwards every read to the real schema, so it can be used,
 * composed and typed exactly like it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key) as unknown,
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
