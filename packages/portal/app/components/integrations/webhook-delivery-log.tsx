import type {
  WebhookAttemptEntry,
  WebhookDeliveryEntry,
} from '../../server/webhooks/webhook-delivery-log.server.js';

/** A delivery as the log lists it, its instants already in words on the provider's clock. */
type DeliveryRow = WebhookDeliveryEntry;

const STATUS_WORDS: Record<DeliveryRow['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Given up',
};

function lastAnswer(delivery: DeliveryRow): string {
  if (delivery.attempts === 0) return 'Not tried yet';
  if (delivery.lastStatusCode !== null && delivery.lastError === null)
    return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? '';
}

function answerOf(attempt: WebhookAttemptEntry): string {
  if (attempt.statusCode !== null && attempt.error === null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? '';
}

/** A duration as people say it: milliseconds under a second, else seconds with one decimal. */
function durationWords(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The attempts count, opening onto each attempt: when it began, what came back, how long it took. */
function Attempts({ delivery }: { delivery: DeliveryRow }) {
  if (delivery.history.length === 0) return <>{delivery.attempts}</>;
  return (
    <details className="rr-webhook-attempts">
      <summary>{delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}</summary>
      <ol>
        {delivery.history.map((attempt) => (
          <li key={attempt.attempt}>
            {attempt.startedAt} · {answerOf(attempt)} · {durationWords(attempt.durationMs)}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The delivery log: each event (by its subject and type) sent to each endpoint, its state, how often it was tried, what the receiver
 * last answered, and when it goes again or went through; the attempts count opens onto every attempt.
 *
 * @example
 * <WebhookDeliveryLog deliveries={deliveries} />
 */
export function WebhookDeliveryLog({ deliveries }: { deliveries: readonly DeliveryRow[] }) {
  return (
    <section aria-labelledby="rr-deliveries-title">
      <h2 id="rr-deliveries-title">Delivery log</h2>
      <table className="rr-stacked-table">
        <caption>Latest deliveries, newest event first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Event</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last answer</th>
            <th scope="col">Next attempt</th>
            <th scope="col">Delivered</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.length === 0 ? (
            <tr>
              <td colSpan={8}>Nothing delivered yet</td>
            </tr>
          ) : null}
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">{delivery.subject}</th>
              <td data-label="Event">{delivery.eventType}</td>
              <td data-label="Endpoint">{delivery.endpoint}</td>
              <td data-label="Status">{STATUS_WORDS[delivery.status]}</td>
              <td data-label="Attempts">
                <Attempts delivery={delivery} />
              </td>
              <td data-label="Last answer">{lastAnswer(delivery)}</td>
              <td data-label="Next attempt">{delivery.nextAttemptAt ?? '–'}</td>
              <td data-label="Delivered">{delivery.deliveredAt ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
