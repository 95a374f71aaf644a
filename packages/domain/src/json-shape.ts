/**
 * How deep and how big a parsed JSON value is, found without recursion, so a value nested a
 * hundred thousand levels deep is measured (and refused) before anything that walks it
 * recursively (a schema, JSON.stringify, a comparison) can overflow the stack.
 */
export interface JsonBounds {
  /** The most levels of arrays and objects inside one another (a bare value is depth 0). */
  maxDepth: number;
  /** The most values in all (every array, object, and value in them, counted once). */
  maxNodes: number;
}

/** Why a value goes past its bounds, in plain words, or null when it is within them. */
export function jsonBoundsProblem(value: unknown, bounds: JsonBounds): string | null {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > bounds.maxNodes) return `it holds more than ${bounds.maxNodes} values`;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > bounds.maxDepth) return `it is nested more than ${bounds.maxDepth} levels deep`;
    const children = Array.isArray(v) ? v : Object.values(v as Record<string, unknown>);
    // Counting the children before they are pushed keeps a very wide value from filling memory.
    if (nodes + stack.length + children.length > bounds.maxNodes) {
      return `it holds more than ${bounds.maxNodes} values`;
    }
    for (const child of children) stack.push({ v: child, depth: depth + 1 });
  }
  return null;
}
