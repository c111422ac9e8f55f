import { noteDatabaseFault } from '../reliability/fault-record.server.js';

interface PendingRead<Key, Result> {
  keys: Set<Key>;
  result: Promise<Result>;
}

/**
 * A read shared by the callers of one turn of the event loop: a caller joins the next read that has not
 * been sent yet (it goes out on the next turn, with every key asked for meanwhile), never one already under
 * way, since that one might not see a write committed just before the caller arrived; what a caller gets
 * is as fresh as a read of its own. At most `maxKeys` keys go in one read; further callers start the next.
 *
 * The read runs in the first caller's request, so a database fault would be noted on that request alone:
 * each caller notes it on its own, and every one of them answers 503.
 *
 * @example
 * const read = nextTurnRead((ids: ReadonlySet<string>) => rowsById([...ids]), 500);
 * const row = (await read(id)).get(id);
 */
export function nextTurnRead<Key, Result>(
  read: (keys: ReadonlySet<Key>) => Promise<Result>,
  maxKeys = Number.POSITIVE_INFINITY,
): (key: Key) => Promise<Result> {
  let pending: PendingRead<Key, Result> | null = null;
  const start = (): PendingRead<Key, Result> => {
    const keys = new Set<Key>();
    const next: PendingRead<Key, Result> = {
      keys,
      result: new Promise((resolve, reject) => {
        setImmediate(() => {
          if (pending === next) pending = null;
          read(keys).then(resolve, reject);
        });
      }),
    };
    return next;
  };
  return async (key) => {
    if (!pending || pending.keys.size >= maxKeys) pending = start();
    pending.keys.add(key);
    try {
      return await pending.result;
    } catch (error) {
      noteDatabaseFault(error);
      throw error;
    }
  };
}

/**
 * {@link nextTurnRead} with a reader of its own for each database handle (tests open many, and two
 * databases never share a read), made on the handle's first call and dropped with the handle.
 *
 * @example
 * const sessionRows = nextTurnReadPerHandle((handle, ids: ReadonlySet<string>) => rowsById(handle, ids), 500);
 * const row = (await sessionRows(handle, id)).get(id);
 */
export function nextTurnReadPerHandle<Handle extends object, Key, Result>(
  read: (handle: Handle, keys: ReadonlySet<Key>) => Promise<Result>,
  maxKeys?: number,
): (handle: Handle, key: Key) => Promise<Result> {
  const readers = new WeakMap<Handle, (key: Key) => Promise<Result>>();
  return (handle, key) => {
    let reader = readers.get(handle);
    if (!reader) {
      reader = nextTurnRead((keys: ReadonlySet<Key>) => read(handle, keys), maxKeys);
      readers.set(handle, reader);
    }
    return reader(key);
  };
}
