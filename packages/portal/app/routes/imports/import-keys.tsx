import { data, useActionData } from 'react-router';
import '../../components/admin-screens.css';
import {
  MachineKeysSection,
  type MachineKeysWording,
} from '../../components/machine-keys/machine-keys-section.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requireAdminPage, requirePageUser } from '../../server/access/require-page.server.js';
import { AdminChangeError } from '../../server/admin/change-context.server.js';
import { IMPORT_KEYS } from '../../server/auth/machine-key.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { formText } from '../../server/pages/admin-change-page.server.js';
import { machineKeyAction } from '../../server/pages/machine-key-action.server.js';
import { machineKeyRows } from '../../server/pages/machine-key-rows.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/import-keys';

const WORDING: MachineKeysWording = {
  title: 'Import keys',
  noun: 'import key',
  placeholder: 'FileMaker nightly export',
  intents: { create: 'create', revoke: 'revoke' },
};

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Import keys · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  return {
    importUrl: `${env.origin}/api/import`,
    keys: await machineKeyRows(handle, IMPORT_KEYS, env.timeZone),
  };
}

// Creating answers the new key, which this answer is the only place to see; revoking answers a message.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requireAdminPage(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const change = { handle: runtime.handle, adminUserId: identity.user.id, now: runtime.now() };
  try {
    const answer = await machineKeyAction(change, IMPORT_KEYS, WORDING.intents, form);
    if (answer) return answer;
    return data(
      {
        ok: false,
        message: `Invalid intent: create or revoke, not '${formText(form, 'intent')}'`,
        created: null,
      },
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
  return (
    <div className="rr-page rr-import-keys">
      <h1>Import keys</h1>
      <p>
        A key lets one system push its data set to <code>{importUrl}</code>, and nothing else: it reads no
        page and no customer's data, carries no user accounts and never forces a snapshot past the delete
        guard. Give each system its own key, and revoke a key that leaked or is no longer used.
      </p>
      <MachineKeysSection
        wording={WORDING}
        keys={keys}
        created={answer?.created ?? null}
        level={2}
        usage={(key) =>
          `curl --fail-with-body -H "Authorization: Bearer ${key}" \\\n  --data-binary @export.tar.gz ${importUrl}`
        }
      />
    </div>
  );
}
