import { data, useActionData } from 'react-router';
import '../../components/admin-screens.css';
import '../../components/integrations/integrations.css';
import { WebhookDeliveryLog } from '../../components/integrations/webhook-delivery-log.js';
import { WebhookEndpointsSection } from '../../components/integrations/webhook-endpoints-section.js';
import {
  MachineKeysSection,
  type MachineKeysWording,
} from '../../components/machine-keys/machine-keys-section.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requireAdminPage } from '../../server/access/require-page.server.js';
import { AdminChangeError } from '../../server/admin/change-context.server.js';
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
} from '../../server/admin/webhook-endpoints.server.js';
import { INTEGRATION_KEYS } from '../../server/auth/machine-key.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { formText } from '../../server/pages/admin-change-page.server.js';
import { integrationsPage } from '../../server/pages/integrations-page.server.js';
import { machineKeyAction } from '../../server/pages/machine-key-action.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/integrations';

const WORDING: MachineKeysWording = {
  title: 'Integration keys',
  noun: 'integration key',
  placeholder: 'FileMaker orders',
  intents: { create: 'create-key', revoke: 'revoke-key' },
};

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Integrations · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const { handle, env } = getPortalRuntime();
  return integrationsPage(handle, { origin: env.origin, timeZone: env.timeZone });
}

const nothingCreated = { createdKey: null, createdWebhook: null };

// Creating a key or an endpoint answers its secret, which this answer is the only place to see.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requireAdminPage(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const change = { handle: runtime.handle, adminUserId: identity.user.id, now: runtime.now() };
  const intent = formText(form, 'intent');
  try {
    const key = await machineKeyAction(change, INTEGRATION_KEYS, WORDING.intents, form);
    if (key) return { ok: true, message: key.message, ...nothingCreated, createdKey: key.created };
    if (intent === 'create-webhook') {
      const created = await createWebhookEndpoint(change, {
        name: formText(form, 'name'),
        url: formText(form, 'url'),
      });
      return {
        ok: true,
        message: `Webhook ${created.name} added`,
        ...nothingCreated,
        createdWebhook: created,
      };
    }
    if (intent === 'disable-webhook') {
      const { name } = await disableWebhookEndpoint(change, formText(form, 'id'));
      return { ok: true, message: `Webhook ${name} disabled`, ...nothingCreated };
    }
    return data(
      {
        ok: false,
        message: `Invalid intent: create-key, revoke-key, create-webhook or disable-webhook, not '${intent}'`,
        ...nothingCreated,
      },
      400,
    );
  } catch (failure) {
    if (!(failure instanceof AdminChangeError)) throw failure;
    return data({ ok: false, message: failure.message, ...nothingCreated }, failure.status);
  }
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { keys, endpoints, deliveries, outboxUrl, requestsUrl } = loaderData;
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, (shown) => ({ message: shown.message, tone: shown.ok ? 'success' : 'error' }));
  return (
    <div className="rr-page rr-integrations">
      <h1>Integrations</h1>
      <p>
        The system of record reads every request, approval and NCR decision from the outbox with an
        integration key, and answers a request's status; webhooks push the same events as they happen. See
        docs/integration.md for the events and how to check a webhook's signature.
      </p>
      <section aria-labelledby="rr-integration-keys-title">
        <h2 id="rr-integration-keys-title">Integration keys</h2>
        <p>
          A key lets the system of record read <code>{outboxUrl}</code> and post a request's status to{' '}
          <code>{requestsUrl}/&lt;number&gt;/status</code>, and nothing else: it opens no page and no other
          call. Give each system its own key, and revoke a key that leaked or is no longer used.
        </p>
        <MachineKeysSection
          wording={WORDING}
          keys={keys}
          created={answer?.createdKey ?? null}
          level={3}
          usage={(key) =>
            `curl --fail-with-body -H "Authorization: Bearer ${key}" \\\n  "${outboxUrl}?after=0"`
          }
        />
      </section>
      <WebhookEndpointsSection endpoints={endpoints} created={answer?.createdWebhook ?? null} />
      <WebhookDeliveryLog deliveries={deliveries} />
    </div>
  );
}
