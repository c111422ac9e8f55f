import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import type { TimelineEvent } from '../../server/joint-history/timeline.server.js';

const KIND_LABELS: Record<TimelineEvent['kind'], string> = {
  received: 'Received',
  returned: 'Returned',
  recorded: 'Recorded',
  inspected: 'Inspection',
  moved: 'Moved',
  location: 'Location',
  changed: 'Changed',
  shipped: 'Shipped',
  removed: 'Removed',
};

/** Props of {@link LifeTimeline}. */
export interface LifeTimelineProps {
  events: readonly TimelineEvent[];
  /** Where the kept change history starts, when its oldest changes may be gone; said before the oldest event. */
  historyNote?: string | null;
  /** Opens a BHA report's PDF (a tool's inspections); joints' events lead to pages only. */
  onOpenReport?: (report: Extract<TimelineEvent['action'], { kind: 'report' }>) => void;
}

/**
 * A joint's or tool's life, oldest event first: each event's day, kind, title and facts, and where it
 * leads (a page, or a report's PDF). One column on a phone; the day beside the event on a wider screen.
 * A history note (older changes no longer kept) stands where the history starts, above the oldest event.
 *
 * @example
 * <LifeTimeline events={loaderData.events} historyNote={loaderData.historyNote} />
 */
export function LifeTimeline({ events, historyNote = null, onOpenReport }: LifeTimelineProps) {
  const note = historyNote ? <p className="rr-serial-life__history-note">{historyNote}</p> : null;
  if (events.length === 0) return note ?? <p>Nothing is recorded about it yet.</p>;
  return (
    <>
      {note}
      <ol className="rr-serial-life__timeline">
        {events.map((event, index) => (
          <li
            // Events have no id of their own; their place in the date order is stable for one page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className="rr-serial-life__event"
            data-kind={event.kind}
          >
            <time className="rr-serial-life__date" dateTime={event.date}>
              {formatDate(event.date)}
            </time>
            <div className="rr-serial-life__body">
              <p className="rr-serial-life__title">
                <span className="rr-serial-life__kind">{KIND_LABELS[event.kind]}</span> {event.title}
              </p>
              {event.facts.length > 0 ? (
                <dl className="rr-serial-life__facts">
                  {event.facts.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {event.action?.kind === 'page' ? (
                <Link className="rr-tap-link" to={event.action.href}>
                  {event.action.label}
                </Link>
              ) : null}
              {event.action?.kind === 'report' && onOpenReport ? (
                <button
                  type="button"
                  className="rr-button"
                  onClick={() =>
                    onOpenReport(event.action as Extract<TimelineEvent['action'], { kind: 'report' }>)
                  }
                >
                  Open report PDF
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
