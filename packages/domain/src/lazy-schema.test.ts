import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until first used, then once', () => {
    let builds = 0;
    const Name = lazySchema(() => {
      builds += 1;
      return z.string().check(z.minLength(1));
    });
    expect(builds).toBe(0);
    expect(Name.safeParse('Sam').success).toBe(true);
    expect(Name.safeParse('').success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes inside other schemas, lazy or not, and keeps their errors and defaults', () => {
    const Level = lazySchema(() => z.int().check(z.gte(1), z.lte(10)));
    const Day = lazySchema(() => z.object({ level: Level, note: z._default(z.string(), '') }));
    const Days = z.array(Day);
    expect(Days.parse([{ level: 3 }])).toEqual([{ level: 3, note: '' }]);
    const bad = Days.safeParse([{ level: 11 }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual([0, 'level']);
    expect(Day instanceof z.ZodMiniObject).toBe(true);
  });
});
