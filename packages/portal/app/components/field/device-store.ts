import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DeviceCount } from './device-count.js';
import type { FieldCopy } from './field-copy.js';

/** The IndexedDB database of the field app; signing out deletes it whole. */
export const DEVICE_DATABASE = 'rigready-field';

/** The copy as kept: the answer and its ETag for the next refresh. */
export interface StoredCopy {
  copy: FieldCopy;
  etag: string | null;
}

interface FieldDatabase extends DBSchema {
  meta: { key: 'owner'; value: string };
  copy: { key: 'copy'; value: StoredCopy };
  counts: { key: string; value: DeviceCount };
}

let opened: Promise<IDBPDatabase<FieldDatabase>> | null = null;
let sealed = false;

function database(): Promise<IDBPDatabase<FieldDatabase>> {
  if (sealed) return Promise.reject(new Error('Signed out on this device'));
  opened ??= openDB<FieldDatabase>(DEVICE_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('meta');
      db.createObjectStore('copy');
      db.createObjectStore('counts', { keyPath: 'key' });
    },
    // Another tab deleting the database (a sign-out) must not wait on this tab's open connection.
    blocking() {
      void closeDeviceStore();
    },
  });
  return opened;
}

/** Whether the field app's database is on this device, found without creating it. */
export async function deviceDatabaseExists(): Promise<boolean> {
  // A browser that cannot list its databases is assumed to have it: the caller then opens it to look.
  if (!('databases' in indexedDB)) return true;
  return (await indexedDB.databases()).some((database) => database.name === DEVICE_DATABASE);
}

/**
 * Keeps this page from opening the database again, from a sign-out on until the page is left: a screen
 * still running must not bring back what the sign-out deletes.
 */
export function sealDeviceStore(): void {
  sealed = true;
}

/** Closes this tab's connection, so the database can be deleted. */
export async function closeDeviceStore(): Promise<void> {
  const closing = opened;
  opened = null;
  (await closing?.catch(() => null))?.close();
}

/**
 * The device store of the field app: whose data it holds, the copy of their joints and tools, and their
 * counts. Every call opens the database on first use.
 *
 * @example
 * const stored = await deviceStore.readCopy(); // null before the first refresh
 */
export const deviceStore = {
  async owner(): Promise<string | null> {
    return (await (await database()).get('meta', 'owner')) ?? null;
  },
  async setOwner(owner: string): Promise<void> {
    await (await database()).put('meta', owner, 'owner');
  },
  async readCopy(): Promise<StoredCopy | null> {
    return (await (await database()).get('copy', 'copy')) ?? null;
  },
  async writeCopy(stored: StoredCopy): Promise<void> {
    await (await database()).put('copy', stored, 'copy');
  },
  async deleteCopy(): Promise<void> {
    await (await database()).delete('copy', 'copy');
  },
  async counts(): Promise<DeviceCount[]> {
    const all = await (await database()).getAll('counts');
    return all.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  },
  async readCount(key: string): Promise<DeviceCount | null> {
    return (await (await database()).get('counts', key)) ?? null;
  },
  async saveCount(count: DeviceCount): Promise<void> {
    await (await database()).put('counts', count);
  },
  async deleteCount(key: string): Promise<void> {
    await (await database()).delete('counts', key);
  },
};
