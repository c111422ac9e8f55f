import { data, redirect } from 'react-router';
import { parsePipeType } from '../../server/access/pipe-type.server.js';
import { requireUser } from '../../server/access/require-user.server.js';
import { chooseSessionPipeType } from '../../server/access/session-preferences.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { sameSitePath } from '../../server/http/same-site-path.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/pipe-type';

/** What the BHA/Tubular switch's action answers when it does not redirect. */
export type PipeTypeAnswer = { ok: true; pipeType: 'Tubular' | 'BHA' } | { ok: false; message: string };

export function loader() {
  return redirect('/home');
}

// The switch is stored on the server-side session. A plain form post (no JavaScript) names the page to go
// back to; the shell's fetcher does not, and gets the answer while the loaders revalidate.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requireUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const pipeType = parsePipeType(form.get('pipeType'));
  if (!pipeType) {
    return data<PipeTypeAnswer>({ ok: false, message: 'The pipe type must be Tubular or BHA' }, 400);
  }
  await chooseSessionPipeType(runtime.handle, identity, pipeType);
  // Only to a path of this site: a form's returnTo must not turn the switch into an open redirect.
  const returnTo = form.get('returnTo');
  return returnTo ? redirect(sameSitePath(returnTo, '/home')) : data<PipeTypeAnswer>({ ok: true, pipeType });
}
