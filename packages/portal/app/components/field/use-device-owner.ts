import { useEffect } from 'react';
import { clearDeviceData } from './clear-device-data.js';
import { deviceDatabaseExists, deviceStore } from './device-store.js';

/**
 * Deletes the field app's data on this device when it belongs to another owner (user and customer) than
 * `owner`, the one signed in now, or to nobody known; creates nothing on a device that has none.
 *
 * @example
 * await forgetOtherOwner('u-41|Northwind Drilling');
 */
export async function forgetOtherOwner(owner: string): Promise<void> {
  if (!(await deviceDatabaseExists())) return;
  // A database this app cannot read (another version's, or a stranger's) has no owner it knows.
  const stored = await deviceStore.owner().catch(() => null);
  if (stored !== owner) await clearDeviceData();
}

/**
 * Runs {@link forgetOtherOwner} on every signed-in page, so the first page a new user opens after signing
 * in (the sign-in keeps the site's storage, for a returning user's unsent counts) deletes what the field
 * app kept for somebody else.
 *
 * @example
 * useDeviceOwner(frame.deviceOwner);
 */
export function useDeviceOwner(owner: string): void {
  useEffect(() => {
    void forgetOtherOwner(owner);
  }, [owner]);
}
