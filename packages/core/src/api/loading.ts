/**
 * Which loading flag a call drives: `table` for list loads behind a table, `dialog` for drill-downs,
 * documents and downloads opened from a dialog or menu.
 *
 * @example
 * const kind: LoadingKind = 'dialog';
 */
export type LoadingKind = 'table' | 'dialog';

/**
 * Receives loading flag changes: `true` when the first call of a kind starts, `false` when the last one
 * ends or when a failure clears the flags.
 *
 * @example
 * const onLoadingChange: LoadingListener = (kind, loading) => store.setLoading(kind, loading);
 */
export type LoadingListener = (kind: LoadingKind, loading: boolean) => void;

/**
 * A started call's hold on a loading flag, handed back to {@link LoadingTracker.finish}.
 *
 * @example
 * const ticket = tracker.start('table');
 * tracker.finish(ticket);
 */
export interface LoadingTicket {
  readonly kind: LoadingKind;
  readonly generation: number;
}

/**
 * Counts calls in flight per loading kind. `clear` is the spec's rule that any failed answer clears the
 * table and dialog flags; calls started before a clear no longer count when they end.
 *
 * @example
 * const tracker = createLoadingTracker((kind, loading) => console.log(kind, loading));
 */
export interface LoadingTracker {
  start(kind: LoadingKind): LoadingTicket;
  finish(ticket: LoadingTicket): void;
  clear(): void;
}

const KINDS: readonly LoadingKind[] = ['table', 'dialog'];

/**
 * Creates a {@link LoadingTracker} that reports to `listener`.
 *
 * @example
 * const tracker = createLoadingTracker((kind, loading) => setFlags((f) => ({ ...f, [kind]: loading })));
 * const ticket = tracker.start('table'); // listener('table', true)
 * tracker.finish(ticket); // listener('table', false)
 */
export function createLoadingTracker(listener?: LoadingListener): LoadingTracker {
  const active: Record<LoadingKind, number> = { table: 0, dialog: 0 };
  let generation = 0;
  return {
    start(kind) {
      active[kind] += 1;
      if (active[kind] === 1) listener?.(kind, true);
      return { kind, generation };
    },
    finish(ticket) {
      if (ticket.generation !== generation || active[ticket.kind] === 0) return;
      active[ticket.kind] -= 1;
      if (active[ticket.kind] === 0) listener?.(ticket.kind, false);
    },
    clear() {
      generation += 1;
      for (const kind of KINDS) {
        active[kind] = 0;
        listener?.(kind, false);
      }
    },
  };
}
