// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fieldLabel,
  KEPT_MAX_AGE_MS,
  keepTypedText,
  RESTORE_WINDOW_MS,
  restoreTypedText,
} from './kept-fields';

const KEY = 'kept';
const NOW = 1_700_000_000_000;

function ChatBox() {
  const [text, setText] = useState('');
  return (
    <form>
      <label htmlFor="m">Message</label>
      <input id="m" type="text" value={text} onChange={(e) => setText(e.target.value)} />
      <output data-testid="echo">{text}</output>
    </form>
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('fieldLabel', () => {
  it('uses aria-label, then aria-labelledby, then the label, then the placeholder', () => {
    document.body.innerHTML = `
      <input id="a" aria-label="Search entries" />
      <span id="t">Your</span><span id="u">notes</span><textarea id="b" aria-labelledby="t u"></textarea>
      <label for="c">Skill name</label><input id="c" />
      <input id="d" placeholder="Your guess" />`;
    const el = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(fieldLabel(el('a'))).toBe('Search entries');
    expect(fieldLabel(el('b'))).toBe('Your notes');
    expect(fieldLabel(el('c'))).toBe('Skill name');
    expect(fieldLabel(el('d'))).toBe('Your guess');
  });
});

describe('keepTypedText', () => {
  it('keeps non-empty text fields by label, never passwords, blanks or disabled fields', () => {
    document.body.innerHTML = `
      <label for="e">Email</label><input id="e" type="email" value="sam@example.com" />
      <label for="p">Password</label><input id="p" type="password" value="secret-123" />
      <label for="n">Notes</label><textarea id="n">Slept badly</textarea>
      <label for="x">Blank</label><input id="x" value="   " />
      <label for="d">Off</label><input id="d" value="kept?" disabled />
      <label for="c">Tick</label><input id="c" type="checkbox" checked />`;
    const kept = keepTypedText(document, sessionStorage, KEY, '/login', NOW);
    expect(kept).toEqual([
      { label: 'Email', value: 'sam@example.com' },
      { label: 'Notes', value: 'Slept badly' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      path: '/login',
      at: NOW,
      fields: kept,
    });
    expect(sessionStorage.getItem(KEY)).not.toContain('secret');
  });

  it('stores nothing when nothing is typed', () => {
    document.body.innerHTML = `<label for="m">Message</label><input id="m" />`;
    expect(keepTypedText(document, sessionStorage, KEY, '/chat', NOW)).toEqual([]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('restoreTypedText', () => {
  const keep = (path: string, fields: Array<{ label: string; value: string }>, at = NOW) =>
    sessionStorage.setItem(KEY, JSON.stringify({ path, at, fields }));

  it('puts text back into a React-controlled field, and the app state follows', () => {
    keep('/chat', [{ label: 'Message', value: 'I had a long day' }]);
    render(<ChatBox />);
    act(() => void restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW }));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'I had a long day');
    expect(screen.getByTestId('echo').textContent).toBe('I had a long day');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('waits for a field that appears later or becomes editable', async () => {
    keep('/chat', [
      { label: 'Message', value: 'later' },
      { label: 'Notes', value: 'when enabled' },
    ]);
    const stop = restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<label for="m">Message</label><input id="m" /><label for="n">Notes</label><textarea id="n" disabled></textarea>`,
    );
    await vi.waitFor(() =>
      expect((document.getElementById('m') as HTMLInputElement).value).toBe('later'),
    );
    const notes = document.getElementById('n') as HTMLTextAreaElement;
    expect(notes.value).toBe('');
    notes.disabled = false;
    await vi.waitFor(() => expect(notes.value).toBe('when enabled'));
    stop();
  });

  it('never overwrites a field that already has text (a draft came back by itself)', () => {
    keep('/chat/mood-tracker', [{ label: 'Journal', value: 'old' }]);
    document.body.innerHTML = `<label for="j">Journal</label><textarea id="j">from the draft</textarea>`;
    restoreTypedText(document, sessionStorage, KEY, '/chat/mood-tracker', { now: NOW })();
    expect((document.getElementById('j') as HTMLTextAreaElement).value).toBe('from the draft');
  });

  it('ignores text kept for another page, stale text and broken data, and clears it', () => {
    document.body.innerHTML = `<label for="m">Message</label><input id="m" />`;
    const input = document.getElementById('m') as HTMLInputElement;
    keep('/login', [{ label: 'Message', value: 'elsewhere' }]);
    restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW })();
    keep('/chat', [{ label: 'Message', value: 'stale' }], NOW - KEPT_MAX_AGE_MS - 1);
    restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW })();
    sessionStorage.setItem(KEY, '{not json');
    restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW })();
    expect(input.value).toBe('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(KEPT_MAX_AGE_MS).toBe(10 * 60 * 1000);
  });

  it('stops watching after the restore window', async () => {
    vi.useFakeTimers();
    keep('/chat', [{ label: 'Message', value: 'too late' }]);
    restoreTypedText(document, sessionStorage, KEY, '/chat', { now: NOW });
    vi.advanceTimersByTime(RESTORE_WINDOW_MS);
    vi.useRealTimers();
    document.body.innerHTML = `<label for="m">Message</label><input id="m" />`;
    await new Promise((r) => setTimeout(r, 20));
    expect((document.getElementById('m') as HTMLInputElement).value).toBe('');
    expect(RESTORE_WINDOW_MS).toBe(60_000);
  });
});
