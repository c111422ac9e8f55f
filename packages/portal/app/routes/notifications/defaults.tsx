import { data, Form, useActionData } from 'react-router';
import '../../components/notifications.css';
import { NotificationPreferencesFields } from '../../components/notification-preferences-fields.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { listCustomers } from '../../server/admin/customer-accounts.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { NOTIFICATION_KINDS } from '../../server/notifications/notification-kinds.server.js';
import {
  customerNotificationDefaults,
  saveCustomerNotificationDefaults,
} from '../../server/notifications/notification-settings.server.js';
import { readPreferencesForm } from '../../server/notifications/read-preferences-form.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/defaults';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Notification defaults · rigready' }];
}

// Admin only (the route table's guard sends anyone else home): one customer's defaults at a time.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const customers = (await listCustomers(handle)).map((row) => row.customer);
  const asked = new URL(request.url).searchParams.get('customer');
  const customer = asked && customers.includes(asked) ? asked : (customers[0] ?? null);
  return {
    customers,
    customer,
    kinds: NOTIFICATION_KINDS,
    defaults: customer ? await customerNotificationDefaults(handle.db, customer) : null,
    timeZone: env.timeZone,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePageUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const customer = String(form.get('customer') ?? '');
  const customers = (await listCustomers(runtime.handle)).map((row) => row.customer);
  if (!customers.includes(customer)) return data({ ok: false, message: 'Choose one of the customers' }, 400);
  const read = readPreferencesForm(form, []);
  if (!read.ok) return data({ ok: false, message: read.message }, 400);
  await saveCustomerNotificationDefaults(runtime.handle.db, customer, read, runtime.now());
  return { ok: true, message: `Defaults of ${customer} saved` };
}

export default function NotificationDefaults({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { customers, customer, kinds, defaults, timeZone } = loaderData;
  return (
    <div className="rr-page rr-notification-settings">
      <h1>Notification defaults</h1>
      <p className="rr-notification-settings__hint">
        What a customer's users are told until they choose for themselves.
      </p>
      <Form method="get">
        <label>
          <span>Customer</span>
          <select name="customer" defaultValue={customer ?? ''}>
            {customers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="rr-button">
            Show
          </button>
        </label>
      </Form>
      {customer && defaults ? (
        <Form method="post" key={customer}>
          <input type="hidden" name="customer" value={customer} />
          <NotificationPreferencesFields
            kinds={kinds}
            chosen={defaults.kinds}
            email={defaults.email}
            digestHour={defaults.digestHour}
            timeZone={timeZone}
          />
          <button type="submit" className="rr-button" data-variant="primary">
            Save defaults of {customer}
          </button>
        </Form>
      ) : (
        <p>No customers yet.</p>
      )}
    </div>
  );
}
