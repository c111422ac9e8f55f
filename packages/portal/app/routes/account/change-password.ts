import { portalChangePasswordSchema } from '@rigready/core';
import { data } from 'react-router';
import { requireUser } from '../../server/access/require-user.server.js';
import { changePassword } from '../../server/auth/change-password.server.js';
import { IDENTITY_MESSAGES } from '../../server/auth/identity-messages.server.js';
import { newPasswordProblem } from '../../server/auth/password-policy.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/change-password';

/**
 * What the change-password dialog's action answers: the message to show (the spec's, or the rule a refused
 * password broke), and per-field form errors.
 */
export type ChangePasswordAnswer = { ok: boolean; message: string; fieldErrors: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const identity = await requireUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const parsed = portalChangePasswordSchema.safeParse({
    oldPassword: form.get('oldPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
    confirmPassword: form.get('confirmPassword') ?? '',
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data<ChangePasswordAnswer>(
      { ok: false, message: parsed.error.issues[0]?.message ?? IDENTITY_MESSAGES.changeFailed, fieldErrors },
      400,
    );
  }
  // The form's rules passed; the server's list of common passwords is checked here only.
  const problem = newPasswordProblem(parsed.data.newPassword);
  if (problem) {
    return data<ChangePasswordAnswer>(
      { ok: false, message: problem, fieldErrors: { newPassword: problem } },
      400,
    );
  }
  const outcome = await changePassword(runtime, identity, parsed.data);
  if (outcome === 'changed')
    return data<ChangePasswordAnswer>({
      ok: true,
      message: IDENTITY_MESSAGES.changeSuccess,
      fieldErrors: {},
    });
  if (outcome === 'wrong-old-password') {
    return data<ChangePasswordAnswer>(
      { ok: false, message: IDENTITY_MESSAGES.changeWrongOldPassword, fieldErrors: {} },
      400,
    );
  }
  return data<ChangePasswordAnswer>(
    { ok: false, message: IDENTITY_MESSAGES.changeFailed, fieldErrors: {} },
    500,
  );
}
