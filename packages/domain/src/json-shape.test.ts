import { describe, expect, it } from 'vitest';
import { jsonBoundsProblem } from './json-shape';

const bounds = { maxDepth: 3, maxNodes: 10 };

describe('bounds of a JSON value', () => {
  it('lets values within the bounds through', () => {
    expect(jsonBoundsProblem(null, bounds)).toBeNull();
    expect(jsonBoundsProblem('text', bounds)).toBeNull();
    expect(jsonBoundsProblem({ a: [[1]] }, bounds)).toBeNull();
    expect(jsonBoundsProblem([1, 2, 3, 4, 5, 6, 7, 8, 9], bounds)).toBeNull();
  });

  it('finds values nested too deep, or with too many values, however deep they go', () => {
    expect(jsonBoundsProblem({ a: [[[1]]] }, bounds)).toBe('it is nested more than 3 levels deep');
    expect(jsonBoundsProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], bounds)).toBe(
      'it holds more than 10 values',
    );
    // Far deeper than any recursive walk survives: measured without one.
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(jsonBoundsProblem(deep, { maxDepth: 16, maxNodes: 1e6 })).toMatch(/nested more than 16/);
    const wide = new Array(1_000_000).fill(0);
    expect(jsonBoundsProblem(wide, { maxDepth: 16, maxNodes: 20_000 })).toMatch(/more than 20000/);
  });
});
