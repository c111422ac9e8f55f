import { Form } from 'react-router';
import type { WebhookEndpointListing } from '../../server/admin/webhook-endpoints.server.js';
import { CopyButton } from '../imports/copy-button.js';

/** An endpoint as the screen lists it, its instants already in words on the provider's clock. */
type EndpointRow = Omit<WebhookEndpointListing, 'createdAt'> & { createdAt: string | null };

/**
 * The webhooks: the form that adds an endpoint, its signing secret shown once, and the endpoints with a
 * disable button for each live one.
 *
 * @example
 * <WebhookEndpointsSection endpoints={endpoints} created={answer?.createdWebhook ?? null} />
 */
export function WebhookEndpointsSection({
  endpoints,
  created,
}: {
  endpoints: readonly EndpointRow[];
  created: { name: string; url: string; secret: string } | null;
}) {
  return (
    <section aria-labelledby="rr-webhooks-title">
      <h2 id="rr-webhooks-title">Webhooks</h2>
      <p>
        Each event of the outbox is sent to every live endpoint from the moment it is added, as a signed
        Standard Webhooks POST; an answer other than 2xx is tried again after 5 s, 5 min, 30 min, 2 h, 5 h and
        10 h, then given up.
      </p>
      <Form method="post" className="rr-inline-form">
        <label>
          Name <input name="name" required maxLength={80} placeholder="ERP order intake" />
        </label>
        <label>
          URL{' '}
          <input
            name="url"
            type="url"
            size={40}
            required
            maxLength={2000}
            placeholder="https://erp.example.com/hooks/rigready"
          />
        </label>
        <button
          type="submit"
          className="rr-button"
          data-variant="primary"
          name="intent"
          value="create-webhook"
        >
          Add webhook
        </button>
      </Form>
      {created ? (
        <section className="rr-shown-once" aria-label="New webhook">
          <h3>Webhook {created.name}</h3>
          <p>
            Copy its signing secret now: it is shown this once. The receiver checks each delivery's
            webhook-signature with it.
          </p>
          <output className="rr-shown-once__secret">{created.secret}</output>
          <CopyButton text={created.secret} label="Copy secret" />
        </section>
      ) : null}
      <table className="rr-stacked-table">
        <caption>Webhook endpoints, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">URL</th>
            <th scope="col">Added</th>
            <th scope="col">Disabled</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.length === 0 ? (
            <tr>
              <td colSpan={4}>No webhooks</td>
            </tr>
          ) : null}
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <th scope="row">{endpoint.name}</th>
              <td data-label="URL">{endpoint.url}</td>
              <td data-label="Added">
                {endpoint.createdAt}
                {endpoint.createdBy ? ` by ${endpoint.createdBy}` : ''}
              </td>
              <td data-label={endpoint.disabledAt ? 'Disabled' : undefined}>
                {endpoint.disabledAt ?? (
                  <Form method="post">
                    <input type="hidden" name="id" value={endpoint.id} />
                    <button type="submit" className="rr-button" name="intent" value="disable-webhook">
                      Disable {endpoint.name}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
