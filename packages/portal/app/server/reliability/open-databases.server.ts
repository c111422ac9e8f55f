/** Anything that holds a database open and can close it. */
export interface Closable {
  close(): Promise<void>;
}

// The HTTP server (server.ts) closes what the React Router build opened; each loads this module
// separately, so the one registry lives on globalThis.
const REGISTRY_KEY = Symbol.for('rigready.reliability.openDatabases');
const shared = globalThis as { [REGISTRY_KEY]?: Set<Closable> };
shared[REGISTRY_KEY] ??= new Set<Closable>();
const open = shared[REGISTRY_KEY];

/**
 * Registers an open database handle until it is closed, so shutdown can close it; answers the same handle
 * with a `close` that also unregisters it (closing twice closes once).
 *
 * @example
 * return trackOpenDatabase({ db, dialect: 'sqlite', close: () => db.destroy() });
 */
export function trackOpenDatabase<T extends Closable>(handle: T): T {
  let closing: Promise<void> | undefined;
  const tracked: T = {
    ...handle,
    close() {
      open.delete(tracked);
      closing ??= handle.close();
      return closing;
    },
  };
  open.add(tracked);
  return tracked;
}

/**
 * Closes every database handle still open (at shutdown); answers how many it closed.
 *
 * @example
 * const closed = await closeOpenDatabases();
 */
export async function closeOpenDatabases(): Promise<number> {
  const handles = [...open];
  await Promise.all(handles.map((handle) => handle.close()));
  return handles.length;
}
