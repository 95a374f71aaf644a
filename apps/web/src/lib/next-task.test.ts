import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the microtasks already queued, in a later task', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
