import { ChooseCustomerDialog } from '@rigready/ui';
import { data, Form, Link, redirect, useActionData, useSubmit } from 'react-router';
import '../../components/admin-screens.css';
import { UploadCodeCard } from '../../components/mobile-upload/upload-code-card.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { requireAdmin } from '../../server/access/require-user.server.js';
import { endViewAs, startViewAs } from '../../server/access/view-as.server.js';
import { listCustomers } from '../../server/admin/customer-accounts.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { publicLink } from '../../server/pages/public-link.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { issueUploadCode, UnknownUploadOrderError } from '../../server/uploads/upload-codes.server.js';
import type { Route } from './+types/overview';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Admin · rigready' }];
}

// The customer list is the all-users call's customerList (spec part 1 §2), from the same service.
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requirePageUser(request);
  const customers = await listCustomers(getPortalRuntime().handle);
  return { customers: customers.map((row) => row.customer), viewingAs: session.actingCustomer };
}

// View-as replaces the acting customer and returns to the root (spec part 2 §4), where core's guard sends
// the admin on to Home; leaving view-as stays here.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requireAdmin(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  if (form.get('intent') === 'end-view-as') {
    await endViewAs(runtime, identity);
    return redirect('/admin');
  }
  if (form.get('intent') === 'upload-code') {
    const customer = String(form.get('customer') ?? '').trim();
    const orderNo = String(form.get('orderNo') ?? '').trim();
    if (!customer || !orderNo) return data({ message: 'Choose a customer and enter an order number' }, 400);
    try {
      const issued = await issueUploadCode(runtime.handle, identity.actor, customer, orderNo, runtime.now());
      const link = publicLink(`/mobile-upload?code=${encodeURIComponent(issued.code)}`);
      return { uploadCode: { ...issued, link } };
    } catch (error) {
      if (error instanceof UnknownUploadOrderError) return data({ message: error.message }, 404);
      throw error;
    }
  }
  const customer = String(form.get('customer') ?? '');
  if (!(await startViewAs(runtime, identity, customer))) return data({ message: 'Choose a customer' }, 400);
  return redirect('/');
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, (shown) =>
    'message' in shown ? { message: shown.message, tone: 'error' } : null,
  );
  const { customers, viewingAs } = loaderData;
  return (
    <div className="rr-page rr-admin">
      <h1>Admin</h1>
      <Form method="post" className="rr-admin__viewing">
        {/* The bar's 'Viewing as' link (the shell) leads here; the page says the same in words. */}
        <span>
          Currently viewing as <strong>{viewingAs ?? 'nobody'}</strong>
        </span>
        {viewingAs ? (
          <button type="submit" className="rr-button" name="intent" value="end-view-as">
            Stop viewing as {viewingAs}
          </button>
        ) : null}
      </Form>
      <ul className="rr-admin__cards">
        <li className="rr-admin__card">
          <h2>User Overview</h2>
          <p>Create, edit and delete the portal's users.</p>
          <Link className="rr-button" data-variant="primary" to="/users">
            Open User Overview
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>View as Customer</h2>
          <p>See the portal as one customer sees it.</p>
          <ChooseCustomerDialog
            trigger={
              <button type="button" className="rr-button" data-variant="primary">
                View as Customer
              </button>
            }
            customers={customers}
            onConfirm={(customer) => submit({ intent: 'view-as', customer }, { method: 'post' })}
          />
        </li>
        <li className="rr-admin__card">
          <h2>Customer Overview</h2>
          <p>Create, edit and delete customers, their assets and features.</p>
          <Link className="rr-button" to="/customers">
            Open Customer Overview
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Company sign-in</h2>
          <p>A customer's own identity provider (Entra ID, Okta) for its users, routed by e-mail domain.</p>
          <Link className="rr-button" to="/connections">
            Open company sign-in
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Audit log</h2>
          <p>Every sign-in, view-as and admin change.</p>
          <Link className="rr-button" to="/audit">
            Open audit log
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Document access</h2>
          <p>Who opened or downloaded which report, certificate, NCR or delivery document, and from where.</p>
          <Link className="rr-button" to="/document-access">
            Open document access
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Imports</h2>
          <p>Every import of the data set: when, by whom, what it changed and what it refused.</p>
          <Link className="rr-button" to="/imports">
            Open imports
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Integrations</h2>
          <p>Keys and webhooks that hand requests, approvals and NCR decisions to the system of record.</p>
          <Link className="rr-button" to="/integrations">
            Open integrations
          </Link>
        </li>
        <li className="rr-admin__card">
          <h2>Class limits</h2>
          <p>The box OD and tong space limits that class each joint, and the band colours of each class.</p>
          <Link className="rr-button" to="/settings/class-limits">
            Open class limits
          </Link>
        </li>
        <UploadCodeCard
          customers={customers}
          issued={answer && 'uploadCode' in answer ? answer.uploadCode : null}
        />
      </ul>
    </div>
  );
}
