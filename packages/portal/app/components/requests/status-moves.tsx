import { useId } from 'react';
import { Form } from 'react-router';

/** A move the viewer may make: the status and its words. */
export interface StatusMove {
  status: string;
  words: string;
}

const BUTTON_WORDS: Record<string, string> = {
  acknowledged: 'Acknowledge',
  'in-progress': 'In progress',
  done: 'Done',
};

/**
 * The admin's buttons that move request `number` on: acknowledge, in progress, done, each one click, and
 * decline with the reason it needs. Posts `number`, `status` and `comment` to the page's action.
 *
 * @example
 * <StatusMoves number="RQ-2026-0001" moves={[{ status: 'acknowledged', words: 'acknowledged' }]} />
 */
export function StatusMoves({ number, moves }: { number: string; moves: readonly StatusMove[] }) {
  const reasonId = useId();
  if (moves.length === 0) return null;
  const forward = moves.filter((move) => move.status !== 'declined');
  const declinable = moves.some((move) => move.status === 'declined');
  return (
    <div className="rr-request-moves">
      {forward.map((move) => (
        <Form method="post" key={move.status} className="rr-request-moves__form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="status" value={move.status} />
          <button
            type="submit"
            className="rr-button"
            aria-label={`${BUTTON_WORDS[move.status] ?? move.words} ${number}`}
          >
            {BUTTON_WORDS[move.status] ?? move.words}
          </button>
        </Form>
      ))}
      {declinable ? (
        <details className="rr-request-moves__decline">
          <summary className="rr-button">Decline…</summary>
          <Form method="post" className="rr-request-moves__form">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="number" value={number} />
            <input type="hidden" name="status" value="declined" />
            <label htmlFor={reasonId}>Reason</label>
            <input id={reasonId} name="comment" required maxLength={2000} />
            <button type="submit" className="rr-button" aria-label={`Decline ${number}`}>
              Decline
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
