import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** How long a snackbar stays, in milliseconds (spec part 1 §9: snackbar timeout 5000 ms). */
export const SNACKBAR_DURATION_MS = 5000;

/** The kind of a snackbar message: errors are red and announced at once; the others politely. */
export type SnackbarTone = 'info' | 'success' | 'error';

/** Options of one snackbar message. */
export interface SnackbarOptions {
  /** Default `info`. */
  tone?: SnackbarTone;
  /** How long the message stays, in ms; default the provider's duration. */
  duration?: number;
}

/** What {@link useSnackbar} returns. */
export interface SnackbarApi {
  /** Queues a message; it shows when the ones before it have gone. */
  show: (message: string, options?: SnackbarOptions) => void;
  /** Queues a red error message, e.g. core's `DOCUMENT_NOT_FOUND_MESSAGE`. */
  showError: (message: string, options?: Omit<SnackbarOptions, 'tone'>) => void;
}

interface QueuedMessage {
  id: number;
  message: string;
  tone: SnackbarTone;
  duration: number;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Props of {@link SnackbarProvider}. */
export interface SnackbarProviderProps {
  children?: ReactNode;
  /** Default time a message stays, in ms; default {@link SNACKBAR_DURATION_MS}. */
  duration?: number;
}

/**
 * The global snackbar (spec part 1 §2, §8) on Radix Toast: one message at a time at the bottom of the
 * screen, the others queued; it closes after its duration (5 s by default), on its Close button, or with a
 * swipe; hovering or focusing it pauses the timer. Errors are red and announced assertively, other messages
 * politely. F8 moves focus to it.
 *
 * @example
 * <SnackbarProvider>
 *   <App />
 * </SnackbarProvider>
 */
export function SnackbarProvider({ children, duration = SNACKBAR_DURATION_MS }: SnackbarProviderProps) {
  const [queue, setQueue] = useState<readonly QueuedMessage[]>([]);
  const nextId = useRef(1);
  const show = useCallback(
    (message: string, options: SnackbarOptions = {}) => {
      const id = nextId.current++;
      setQueue((current) => [
        ...current,
        { id, message, tone: options.tone ?? 'info', duration: options.duration ?? duration },
      ]);
    },
    [duration],
  );
  const api = useMemo<SnackbarApi>(
    () => ({ show, showError: (message, options) => show(message, { ...options, tone: 'error' }) }),
    [show],
  );
  const current = queue[0];
  return (
    <SnackbarContext.Provider value={api}>
      <Toast.Provider duration={duration} swipeDirection="down" label="Notification">
        {children}
        {current ? (
          <Toast.Root
            key={current.id}
            className="rr-snackbar"
            data-tone={current.tone}
            type={current.tone === 'error' ? 'foreground' : 'background'}
            duration={current.duration}
            onOpenChange={(open) => {
              if (!open) setQueue((items) => items.filter((item) => item.id !== current.id));
            }}
          >
            <Toast.Description className="rr-snackbar__message">{current.message}</Toast.Description>
            <Toast.Close className="rr-snackbar__close" aria-label="Dismiss">
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ) : null}
        <Toast.Viewport className="rr-snackbar__viewport" />
      </Toast.Provider>
    </SnackbarContext.Provider>
  );
}

/**
 * Shows messages in the surrounding {@link SnackbarProvider}'s snackbar.
 *
 * @throws Error when no SnackbarProvider is above the component.
 * @example
 * const snackbar = useSnackbar();
 * snackbar.showError(DOCUMENT_NOT_FOUND_MESSAGE);
 */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> above the component that calls it.');
  return api;
}
