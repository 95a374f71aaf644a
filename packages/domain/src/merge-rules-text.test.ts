import { describe, expect, it } from 'vitest';
import { mergeText } from './merge-rules';

describe('one text changed apart, three ways', () => {
  it('takes the side that changed it, and keeps both when both did', () => {
    expect(mergeText('a', 'a', 'b')).toBe('b');
    expect(mergeText('a', 'b', 'a')).toBe('b');
    expect(mergeText('a', 'b', 'b')).toBe('b');
    expect(mergeText('Hi', 'Hi there', 'Hi you')).toBe('Hi you\n\nHi there');
    // one side only added to what the other wrote: that side's text, once
    expect(mergeText('Hi', 'Hi you, and more', 'Hi you')).toBe('Hi you, and more');
    // emptied on one side, rewritten on the other: the words stay
    expect(mergeText('Hi', '', 'Hello')).toBe('Hello');
  });
});
