import type { UserData } from '@mentora/domain/data-kinds';
import { useEffect, useState } from 'react';
import { readDeviceData } from '@/lib/sync/local-data';
import { getSyncStatus, subscribeSyncStatus } from '@/lib/sync/status-store';

/**
 * The person's data on this device, read once through the one reader of device data, and again
 * whenever a sync round has brought this device up to date (a summary opened on a new device
 * fills in as the account's data arrives).
 */
export function useDeviceData(): UserData {
  const [data, setData] = useState(readDeviceData);
  useEffect(
    () =>
      subscribeSyncStatus(() => {
        if (getSyncStatus().state === 'synced') setData(readDeviceData());
      }),
    [],
  );
  return data;
}
