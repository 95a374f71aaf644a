import { useState } from 'react';
import { keysStartingWith, readRaw, removeKey } from '@/lib/storage/storage';
import type { StorageKey } from '@/lib/storage/keys';
import { downloadFile } from '../lib/user-data';

/** The copies of stored data that could not be read, set aside under `<key>.corrupt`. */
function setAsideKeys(): string[] {
  return keysStartingWith('')
    .filter((key) => key.endsWith('.corrupt'))
    .sort();
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
  const [keys, setKeys] = useState(setAsideKeys);
  const [message, setMessage] = useState('');
  const [downloaded, setDownloaded] = useState(false);
  if (keys.length === 0 && !message) return null;

  const download = () => {
    const copies = Object.fromEntries(keys.map((key) => [key.slice(0, -8), readRaw(key)]));
    const name = `mentora-unreadable-${now().toLocaleDateString('en-CA')}.json`;
    downloadFile(name, JSON.stringify(copies, null, 2), 'application/json');
    setMessage(`Downloaded ${name}. Your words are in it as they were saved.`);
    setDownloaded(true);
  };
  const remove = () => {
    for (const key of keys) removeKey(key as StorageKey);
    setKeys(setAsideKeys());
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
