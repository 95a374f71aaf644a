import { describe, expect, it } from 'vitest';
import { sayAgain } from './say-again';

describe('sayAgain', () => {
  it('says nothing before the first time, then the text, changed each time', () => {
    expect(sayAgain('Write something first.', 0)).toBe('');
    const said = [1, 2, 3, 4].map((n) => sayAgain('Write something first.', n));
    for (const s of said) expect(s.trim()).toBe('Write something first.');
    for (let i = 1; i < said.length; i++) expect(said[i]).not.toBe(said[i - 1]);
  });
});
