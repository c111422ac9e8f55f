import { useEffect } from 'react';
import { useElementContext } from './element-context.js';
import { emit } from './emit.js';

/** Props of {@link ElementStatus}. */
export interface ElementStatusProps {
  status: 'loading' | 'waiting' | 'empty' | 'error';
  message: string;
  /** The error's code (`bad-data` or core's ApiError code), told to the page with `rigready-error`. */
  code?: string;
  /** Offers 'Try again' (the API mode's failures). */
  onRetry?: (() => void) | undefined;
}

/**
 * What an element shows instead of its widget: loading, waiting for credentials, nothing to show, or an
 * error (an alert, also fired as `rigready-error`).
 */
export function ElementStatus({ status, message, code = 'bad-data', onRetry }: ElementStatusProps) {
  const { element } = useElementContext();
  useEffect(() => {
    if (status === 'error') emit(element, 'rigready-error', { message, code });
  }, [element, status, message, code]);
  return (
    <div
      className="rr-element__status"
      data-status={status}
      role={status === 'error' ? 'alert' : 'status'}
      aria-busy={status === 'loading' ? true : undefined}
    >
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="rr-element__retry" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
