import { data, Form, useActionData } from 'react-router';
import '../../components/admin-screens.css';
import { CopyButton } from '../../components/imports/copy-button.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { requireAdmin } from '../../server/access/require-user.server.js';
import { AdminChangeError } from '../../server/admin/change-context.server.js';
import {
  createMachineKey,
  listMachineKeys,
  revokeMachineKey,
} from '../../server/admin/machine-keys.server.js';
import { formatDateTime } from '../../server/audit/audit-words.server.js';
import { IMPORT_KEYS } from '../../server/auth/machine-key.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { formText } from '../../server/pages/admin-change-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/import-keys';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Import keys · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const when = (instant: string | null) => (instant ? formatDateTime(instant, env.timeZone) : null);
  const keys = await listMachineKeys(handle, IMPORT_KEYS);
  return {
    importUrl: `${env.origin}/api/import`,
    keys: keys.map((key) => ({
      ...key,
      createdAt: when(key.createdAt),
      lastUsedAt: when(key.lastUsedAt),
      revokedAt: when(key.revokedAt),
    })),
  };
}

// Creating answers the new key, which this answer is the only place to see; revoking answers a message.
export async function action({ request }: Route.ActionArgs) {
  await requirePageUser(request);
  const identity = await requireAdmin(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const change = { handle: runtime.handle, adminUserId: identity.user.id, now: runtime.now() };
  const intent = formText(form, 'intent');
  try {
    if (intent === 'create') {
      const created = await createMachineKey(change, IMPORT_KEYS, formText(form, 'name'));
      return { ok: true, message: `Import key ${created.name} created`, created };
    }
    if (intent === 'revoke') {
      const { name } = await revokeMachineKey(change, IMPORT_KEYS, formText(form, 'id'));
      return { ok: true, message: `Import key ${name} revoked`, created: null };
    }
    return data(
      { ok: false, message: `Invalid intent: create or revoke, not '${intent}'`, created: null },
      400,
    );
  } catch (failure) {
    if (!(failure instanceof AdminChangeError)) throw failure;
    return data({ ok: false, message: failure.message, created: null }, failure.status);
  }
}

export default function ImportKeys({ loaderData }: Route.ComponentProps) {
  const { keys, importUrl } = loaderData;
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, (shown) => ({ message: shown.message, tone: shown.ok ? 'success' : 'error' }));
  const created = answer?.created ?? null;
  return (
    <div className="rr-page rr-import-keys">
      <h1>Import keys</h1>
      <p>
        A key lets one system push its data set to <code>{importUrl}</code>, and nothing else: it reads no
        page and no customer's data, carries no user accounts and never forces a snapshot past the delete
        guard. Give each system its own key, and revoke a key that leaked or is no longer used.
      </p>
      <Form method="post" className="rr-import-keys__create">
        <label>
          Name <input name="name" required maxLength={80} placeholder="FileMaker nightly export" />
        </label>
        <button type="submit" className="rr-button" data-variant="primary" name="intent" value="create">
          Create key
        </button>
      </Form>
      {created ? (
        <section className="rr-import-keys__created" aria-label="New import key">
          <h2>Key {created.name}</h2>
          <p>Copy it now: it is shown this once, and only its fingerprint is kept.</p>
          <output className="rr-import-keys__key">{created.key}</output>
          <CopyButton text={created.key} label="Copy key" />
          <pre>{`curl --fail-with-body -H "Authorization: Bearer ${created.key}" \\\n  --data-binary @export.tar.gz ${importUrl}`}</pre>
        </section>
      ) : null}
      <table className="rr-import-keys__table">
        <caption>Import keys, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Revoked</th>
          </tr>
        </thead>
        <tbody>
          {keys.length === 0 ? (
            <tr>
              <td colSpan={4}>No import keys</td>
            </tr>
          ) : null}
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                {key.createdAt}
                {key.createdBy ? ` by ${key.createdBy}` : ''}
              </td>
              <td>{key.lastUsedAt ?? 'Never'}</td>
              <td>
                {key.revokedAt ?? (
                  <Form method="post">
                    <input type="hidden" name="id" value={key.id} />
                    <button type="submit" className="rr-button" name="intent" value="revoke">
                      Revoke {key.name}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
