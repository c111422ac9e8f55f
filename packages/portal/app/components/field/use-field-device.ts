import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeviceCount } from './device-count.js';
import { deviceStore, type StoredCopy } from './device-store.js';
import { type FieldCopy, type FieldIndex, indexFieldCopy } from './field-copy.js';
import { sendPendingCounts } from './send-counts.js';
import { forgetOtherOwner } from './use-device-owner.js';
import { useOnline } from './use-online.js';
import { warmFieldPages } from './warm-field-pages.js';

/** How often an open field screen refreshes the copy while online. */
const REFRESH_EVERY_MS = 10 * 60 * 1000;

/** The device's side of the field app, as the field screens share it (their layout holds one). */
export interface FieldDevice {
  online: boolean;
  /** The copy made searchable; null until one is on the device. */
  index: FieldIndex | null;
  /** Whether the device store has been read (the copy may still be null after it). */
  loaded: boolean;
  refreshing: boolean;
  /** Why the portal gives this user no copy (an admin viewing no customer), or why a refresh failed. */
  problem: string | null;
  counts: DeviceCount[];
  /** Keeps a new count on the device. */
  saveCount(count: DeviceCount): Promise<void>;
  /**
   * Changes a count as it is on the device now: changes run one after the other, so scans made faster than
   * the screen redraws are all kept.
   */
  changeCount(key: string, change: (count: DeviceCount) => DeviceCount): Promise<void>;
  /** Deletes a count that was never finished. */
  discardCount(key: string): Promise<void>;
  /** Sends the finished counts now, when online. */
  sendCounts(): Promise<void>;
}

const SESSION_ENDED = '/login?reason=session-ended';

// An unchanged copy (304) is neither read nor written again: the device's copy is the portal's still.
async function fetchCopy(
  etag: string | null,
): Promise<StoredCopy | 'unchanged' | { problem: string } | 'ended'> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  const answer = await fetch('/api/field/copy', { headers });
  if (answer.status === 401) return 'ended';
  if (answer.status === 304) {
    // Read to its (empty) end: an answer left unread is cancelled, and the browser logs a failed request.
    await answer.arrayBuffer();
    return 'unchanged';
  }
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    return { problem: body.message ?? `The portal answered ${answer.status}` };
  }
  return { copy: (await answer.json()) as FieldCopy, etag: answer.headers.get('ETag') };
}

/**
 * The field app's device state for the signed-in `owner` (user and customer), whom the portal refuses a
 * copy for `refusal` (null: it gives one): first, data another owner
 * left on the device is deleted; then the copy and counts are read from IndexedDB, the copy is refreshed
 * (now, when the connection returns, and every 10 minutes while online), finished counts are sent and the
 * field screens are kept for offline use (see warmFieldPages). A
 * session that has ended deletes the copy and goes to sign-in; counts not yet sent stay for the same user.
 *
 * @example
 * const device = useFieldDevice(`${user.id}|${customer}`, null);
 */
export function useFieldDevice(owner: string, refusal: string | null): FieldDevice {
  const online = useOnline();
  const [index, setIndex] = useState<FieldIndex | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [problem, setProblem] = useState<string | null>(refusal);
  const [counts, setCounts] = useState<DeviceCount[]>([]);
  const ready = useRef<Promise<void> | null>(null);
  const changes = useRef<Promise<void>>(Promise.resolve());

  const reloadCounts = useCallback(async () => setCounts(await deviceStore.counts()), []);

  const ended = useRef(false);
  // The ETag of the copy on the device: a refresh asks with it, without reading the copy back.
  const keptEtag = useRef<string | null>(null);
  // Once: the copy's refresh and the counts' sending can both find the session gone, and a second
  // navigation would cancel the first.
  const sessionEnded = useCallback(async () => {
    if (ended.current) return;
    ended.current = true;
    keptEtag.current = null;
    await deviceStore.deleteCopy();
    window.location.assign(SESSION_ENDED);
  }, []);

  const refresh = useCallback(async () => {
    await ready.current;
    setRefreshing(true);
    try {
      const fetched = await fetchCopy(keptEtag.current);
      if (fetched === 'ended') return sessionEnded();
      if (fetched !== 'unchanged') {
        if ('problem' in fetched) return setProblem(fetched.problem);
        await deviceStore.writeCopy(fetched);
        keptEtag.current = fetched.etag;
        setIndex(indexFieldCopy(fetched.copy));
      }
      setProblem(null);
    } catch {
      // No connection after all: the copy on the device stays what the screens show.
    } finally {
      setRefreshing(false);
    }
  }, [sessionEnded]);

  const sendCounts = useCallback(async () => {
    await ready.current;
    if (ended.current) return;
    const { signedOut } = await sendPendingCounts();
    await reloadCounts();
    if (signedOut) await sessionEnded();
  }, [reloadCounts, sessionEnded]);

  useEffect(() => {
    ready.current = (async () => {
      await forgetOtherOwner(owner);
      await deviceStore.setOwner(owner);
      const stored = await deviceStore.readCopy();
      keptEtag.current = stored?.etag ?? null;
      if (stored) setIndex(indexFieldCopy(stored.copy));
      await reloadCounts();
      setLoaded(true);
    })();
  }, [owner, reloadCounts]);

  useEffect(() => {
    if (!online || refusal !== null) return;
    // After the owner check (refresh waits for it), which would delete pages kept for somebody else.
    void refresh().then(sendCounts).then(warmFieldPages);
    const timer = setInterval(() => void refresh(), REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, refusal, refresh, sendCounts]);

  const saveCount = useCallback(
    async (count: DeviceCount) => {
      await deviceStore.saveCount(count);
      await reloadCounts();
    },
    [reloadCounts],
  );

  const changeCount = useCallback(
    (key: string, change: (count: DeviceCount) => DeviceCount) => {
      const changed = changes.current.then(async () => {
        const count = await deviceStore.readCount(key);
        if (count) await deviceStore.saveCount(change(count));
        await reloadCounts();
      });
      changes.current = changed.catch(() => undefined);
      return changed;
    },
    [reloadCounts],
  );

  const discardCount = useCallback(
    async (key: string) => {
      await deviceStore.deleteCount(key);
      await reloadCounts();
    },
    [reloadCounts],
  );

  return {
    online,
    index,
    loaded,
    refreshing,
    problem,
    counts,
    saveCount,
    changeCount,
    discardCount,
    sendCounts,
  };
}
