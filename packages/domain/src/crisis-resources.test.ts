import { describe, expect, it } from 'vitest';
import { CRISIS_REPLY, NOT_A_SUBSTITUTE } from './crisis-resources';

// The helplines shown with these words are tested in helplines.test.ts and
// helpline-country.test.ts.
describe('crisis resources', () => {
  it('says the mentors are automated and not a substitute for care or emergency help', () => {
    expect(NOT_A_SUBSTITUTE).toMatch(/automated, scripted companions, not people/);
    expect(NOT_A_SUBSTITUTE).toMatch(
      /not a substitute for professional care or for emergency help/,
    );
    expect(CRISIS_REPLY).toMatch(/automated/);
    expect(CRISIS_REPLY).toMatch(/emergency/);
  });
});
