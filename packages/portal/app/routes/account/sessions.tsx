import { data, redirect, useActionData } from 'react-router';
import '../../components/sessions/sessions.css';
import { SessionList } from '../../components/sessions/session-list.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { formatDateTime } from '../../server/audit/audit-words.server.js';
import { CLEAR_BROWSER_DATA } from '../../server/auth/clear-site-data.server.js';
import { clearedSessionCookie } from '../../server/auth/session-cookie.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { answerAction } from '../../server/pages/action-answer.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import {
  endOtherSessions,
  endOwnSession,
  listUserSessions,
} from '../../server/sessions/user-sessions.server.js';
import type { Route } from './+types/sessions';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Signed-in devices · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { handle, env, now } = getPortalRuntime();
  const sessions = await listUserSessions(handle, identity.user.id, identity.session.idHash, now());
  return {
    sessions: sessions.map(({ signedInAt, lastSeenAt, ...session }) => ({
      ...session,
      signedIn: formatDateTime(signedInAt, env.timeZone),
      lastSeen: formatDateTime(lastSeenAt, env.timeZone),
    })),
  };
}

// Ends one of the caller's own sessions (a key of anyone else's is refused as unknown), or all the others.
// Ending the session in use signs out, as /logout does.
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const owner = {
    userId: identity.user.id,
    idHash: identity.session.idHash,
    address: clientAddress(request, context, runtime.identity),
  };
  if (form.get('intent') === 'end-others') {
    return answerAction(
      () => endOtherSessions(runtime.handle, owner, runtime.now()),
      (ended) => (ended === 1 ? 'Signed out 1 other device' : `Signed out ${ended} other devices`),
    );
  }
  if (form.get('intent') !== 'end')
    return data({ ok: false, message: "intent must be 'end' or 'end-others'" }, 400);
  let endedCurrent = false;
  const answer = await answerAction(
    async () => {
      const done = await endOwnSession(runtime.handle, owner, form.get('session'), runtime.now());
      endedCurrent = done.current;
      return done;
    },
    (done) => `Signed out ${done.device}`,
  );
  if (!endedCurrent) return answer;
  const cookieMode = { secure: runtime.identity.secureCookies };
  return redirect('/login', {
    headers: { 'Set-Cookie': clearedSessionCookie(cookieMode), 'Clear-Site-Data': CLEAR_BROWSER_DATA },
  });
}

export default function Sessions({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  return (
    <div className="rr-page rr-sessions">
      <h1>Signed-in devices</h1>
      <p>
        Where your account is signed in now. End a session you do not recognise, then change your password.
      </p>
      <SessionList sessions={loaderData.sessions} />
    </div>
  );
}
