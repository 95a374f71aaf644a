import { describe, expect, it } from 'vitest';
import { mergeText } from './sync-merge';

describe('one text changed apart, three ways', () => {
  it('takes the side that changed it', () => {
    expect(mergeText('a', 'a', 'b')).toBe('b');
    expect(mergeText('a', 'b', 'a')).toBe('b');
    expect(mergeText('a', 'b', 'b')).toBe('b');
  });

  it('makes both changes when they are in different places', () => {
    const base = 'Slept badly. Woke at 3 and could not get back.';
    // a typo mended at the start on one side, a line added at the end on the other
    expect(
      mergeText(base, 'Slept badly! Woke at 3 and could not get back.', `${base} Tea helped.`),
    ).toBe('Slept badly! Woke at 3 and could not get back. Tea helped.');
    expect(
      mergeText(base, `${base} Tea helped.`, 'Slept badly! Woke at 3 and could not get back.'),
    ).toBe('Slept badly! Woke at 3 and could not get back. Tea helped.');
    // a word taken out on one side, a sentence rewritten on the other
    expect(
      mergeText(
        'I was so tired. The meeting went fine.',
        'I was tired. The meeting went fine.',
        'I was so tired. The meeting went well, in the end.',
      ),
    ).toBe('I was tired. The meeting went well, in the end.');
  });

  it('keeps both additions at one place once each, the other side first', () => {
    const base = 'Night one: slept 6h.\n\nWoke at 3am.';
    expect(mergeText(base, `${base} Then read.`, `${base} B-extra`)).toBe(
      `${base} B-extra\nThen read.`,
    );
  });

  it('keeps both texts whole when both changed the same words', () => {
    expect(mergeText('Hi there', 'Hello there', 'Hey there')).toBe('Hey there\n\nHello there');
    // one side only added to what the other wrote: that side's text, once
    expect(mergeText('Hi', 'Hi you, and more', 'Hi you')).toBe('Hi you, and more');
    // emptied on one side, rewritten on the other: the words stay
    expect(mergeText('Hi', '', 'Hello')).toBe('Hello');
  });
});
