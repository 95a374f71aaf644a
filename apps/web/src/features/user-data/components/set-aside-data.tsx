import { useState } from 'react';
import { readRaw, removeKey, setAsideKeys, setAsideOf } from '@/lib/storage/storage';
import type { StorageKey } from '@/lib/storage/keys';
import { downloadFile } from '../lib/user-data';

/**
 * A set-aside copy's name in the file: the key it was kept for, and from a key's second copy on
 * its number too (`journalHistory`, then `journalHistory (2)`), as the copies are numbered when
 * set aside (`<key>.corrupt`, `<key>.corrupt.2`).
 */
function nameOf(copy: string): string {
  const [key, n] = setAsideOf(copy)!;
  return n > 1 ? `${key} (${n})` : key;
}

/**
 * Says so when something saved on this device could not be read: the app started without it
 * (set aside, never thrown away), and a person who finds their journal empty deserves to know
 * where their words went and to get them back as a file. Once it is downloaded a guest may remove
 * the copies; an account keeps them (its sync reads them to bring the account's copy back) until
 * it signs out.
 */
export function SetAsideData({
  signedIn,
  now = () => new Date(),
}: {
  signedIn: boolean;
  now?: () => Date;
}) {
  const [keys, setKeys] = useState(() => setAsideKeys());
  const [message, setMessage] = useState('');
  // Each copy in the file last downloaded, with its words: what may be removed.
  const [downloaded, setDownloaded] = useState<Array<[string, string | null]> | null>(null);
  if (keys.length === 0 && !message) return null;

  const download = () => {
    // Read again as it is clicked: a copy set aside since the page opened goes in the file too.
    const current = setAsideKeys();
    const copies = current.map((key) => [key, readRaw(key)] as [string, string | null]);
    const name = `mentora-unreadable-${now().toLocaleDateString('en-CA')}.json`;
    const file = Object.fromEntries(copies.map(([key, raw]) => [nameOf(key), raw]));
    downloadFile(name, JSON.stringify(file, null, 2), 'application/json');
    setKeys(current);
    setMessage(`Downloaded ${name}. Your words are in it as they were saved.`);
    setDownloaded(copies);
  };
  const remove = () => {
    // Only what is in the file: a copy set aside since stays, to be downloaded in its turn.
    for (const [key, raw] of downloaded ?? [])
      if (readRaw(key) === raw) removeKey(key as StorageKey);
    setKeys(setAsideKeys());
    setDownloaded(null);
    setMessage('The unreadable copies were removed from this device.');
  };

  return (
    <div className="data-block set-aside">
      <h3>Kept aside</h3>
      {keys.length > 0 ? (
        <>
          <p>
            Some of what Mentora saved on this device could not be read, so the app started without
            it. Nothing was thrown away: it is kept aside, and you can download it as a file to read
            or keep.
            {signedIn ? ' Your account’s copy comes back to this device when it syncs.' : ''}
          </p>
          <div className="data-actions">
            <button type="button" className="btn" onClick={download}>
              Download what was kept aside
            </button>
            {/* Removed only once downloaded: nothing else holds these words. */}
            {!signedIn && downloaded ? (
              <button type="button" className="btn btn-secondary" onClick={remove}>
                Remove it from this device
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      <p role="status" className="data-status">
        {message}
      </p>
    </div>
  );
}
