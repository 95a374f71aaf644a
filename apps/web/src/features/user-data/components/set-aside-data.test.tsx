// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKey } from '@/lib/storage/storage';
import { JournalEntrySchema } from '@mentora/domain/journal';
import { z } from 'zod';
import { SetAsideData } from './set-aside-data';

const NOW = () => new Date(2026, 10, 30, 9, 0);
let downloads: { name: string; text: string }[] = [];

beforeEach(() => {
  localStorage.clear();
  downloads = [];
  // The download itself is the browser's: what would be saved is read from the Blob it is given.
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob) => ((last = blob), 'blob:x');
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = last!;
    downloads.push({ name: this.download, text: '' });
    void blob.text().then((text) => (downloads.at(-1)!.text = text));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * Stores a journal that cannot be read and reads it as the app does, which sets it aside: under
 * `journalHistory.corrupt`, or `.corrupt.2`… when one was set aside before.
 */
function unreadableJournal(raw: string, copy = 'journalHistory.corrupt') {
  localStorage.setItem('journalHistory', raw);
  expect(readKey('journalHistory', z.array(JournalEntrySchema), [])).toEqual([]);
  expect(localStorage.getItem(copy)).toBe(raw);
}

describe('what could not be read, kept aside', () => {
  it('says nothing when everything was read', () => {
    localStorage.setItem('journalHistory', '[]');
    const { container } = render(<SetAsideData signedIn={false} />);
    expect(container.textContent).toBe('');
  });

  it('tells a guest, gives the words back as a file, and removes them only once downloaded', async () => {
    const raw = '[{"id":"a","content":"The words I wrote on Tuesday night","date":';
    unreadableJournal(raw);
    render(<SetAsideData signedIn={false} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Kept aside' })).toBeTruthy();
    expect(screen.getByText(/could not be read, so the app started without it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove it from this device' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download what was kept aside' }));
    await vi.waitFor(() => expect(downloads[0]?.text).not.toBe(''));
    expect(downloads[0]!.name).toBe('mentora-unreadable-2026-11-30.json');
    expect(JSON.parse(downloads[0]!.text)).toEqual({ journalHistory: raw });
    expect(screen.getByRole('status').textContent).toMatch(/^Downloaded mentora-unreadable/);

    fireEvent.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(localStorage.getItem('journalHistory.corrupt')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The unreadable copies were removed from this device.',
    );
  });

  it('keeps the copies of a signed-in person, which its sync reads to bring them back', async () => {
    unreadableJournal('{not json');
    localStorage.setItem('checkIns:2026-03.corrupt', '{"broken":');
    render(<SetAsideData signedIn now={NOW} />);
    expect(screen.getByText(/account’s copy comes back to this device when it syncs/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download what was kept aside' }));
    await vi.waitFor(() => expect(downloads[0]?.text).not.toBe(''));
    expect(JSON.parse(downloads[0]!.text)).toEqual({
      'checkIns:2026-03': '{"broken":',
      journalHistory: '{not json',
    });
    expect(screen.queryByRole('button', { name: 'Remove it from this device' })).toBeNull();
  });

  it('gives back every copy of a key set aside at different times, each named apart', async () => {
    const first = '[{"id":"a","content":"Monday, before it broke","date":';
    const second = '[{"id":"b","content":"Friday, after it broke again","date":';
    unreadableJournal(first);
    unreadableJournal(second, 'journalHistory.corrupt.2');
    // The same words read again are not kept twice.
    unreadableJournal(second, 'journalHistory.corrupt.2');
    expect(localStorage.getItem('journalHistory.corrupt.3')).toBeNull();
    render(<SetAsideData signedIn={false} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Kept aside' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download what was kept aside' }));
    await vi.waitFor(() => expect(downloads[0]?.text).not.toBe(''));
    expect(JSON.parse(downloads[0]!.text)).toEqual({
      journalHistory: first,
      'journalHistory (2)': second,
    });
    expect(Object.keys(JSON.parse(downloads[0]!.text) as object)).toEqual([
      'journalHistory',
      'journalHistory (2)',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(localStorage.getItem('journalHistory.corrupt')).toBeNull();
    expect(localStorage.getItem('journalHistory.corrupt.2')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('removes only what went into the file: a copy set aside since stays, to be downloaded', async () => {
    unreadableJournal('{before the download');
    render(<SetAsideData signedIn={false} now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download what was kept aside' }));
    await vi.waitFor(() => expect(downloads[0]?.text).not.toBe(''));
    expect(JSON.parse(downloads[0]!.text)).toEqual({ journalHistory: '{before the download' });

    // Another tab reads the journal broken once more while the file is being saved.
    unreadableJournal('{after the download', 'journalHistory.corrupt.2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(localStorage.getItem('journalHistory.corrupt')).toBeNull();
    expect(localStorage.getItem('journalHistory.corrupt.2')).toBe('{after the download');
    expect(screen.getByRole('status').textContent).toBe(
      'The unreadable copies were removed from this device.',
    );
    // Still said, and removable only once downloaded in its turn.
    expect(screen.queryByRole('button', { name: 'Remove it from this device' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download what was kept aside' }));
    await vi.waitFor(() => expect(downloads[1]?.text).not.toBe(''));
    expect(JSON.parse(downloads[1]!.text)).toEqual({ 'journalHistory (2)': '{after the download' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(localStorage.getItem('journalHistory.corrupt.2')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
