import { z } from 'zod';
import { loadIdentity } from '../../server/access/identity.server.js';
import { tokenAnswer } from '../../server/access/token-answer.server.js';
import { IDENTITY_MESSAGES } from '../../server/auth/identity-messages.server.js';
import { signInWithPassword } from '../../server/auth/sign-in.server.js';
import { requiredConnectionMessage } from '../../server/pages/company-login.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson, authStatusAnswer } from '../../server/security/api-answers.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import type { Route } from './+types/auth-sign-in';

const credentialsSchema = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = getPortalRuntime();
  const body = credentialsSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return apiJson({ message: 'Send JSON { "email", "password" }' }, 400);
  // A customer that requires its company sign-in has no passwords, here as on /login.
  const companyOnly = await requiredConnectionMessage(body.data.email);
  if (companyOnly) return apiJson({ message: companyOnly }, 403);
  const result = await signInWithPassword(runtime, {
    ...body.data,
    address: clientAddress(request, context, runtime.identity),
    userAgent: request.headers.get('User-Agent'),
  });
  if (result.kind === 'rate-limited') {
    return apiJson({ message: 'Too many attempts' }, 429, {
      'Retry-After': String(result.retryAfterSeconds),
    });
  }
  if (result.kind === 'refused') return authStatusAnswer('FAIL', 'Wrong e-mail or password');
  // The API takes no second factor: an account that has or needs one signs in on the web.
  if (result.kind === 'second-factor')
    return authStatusAnswer('FAIL', 'This account signs in with a second factor: sign in on the web');
  if (result.kind === 'disabled') return authStatusAnswer('FAIL', IDENTITY_MESSAGES.accountDisabled);
  const identity = await loadIdentity(runtime.handle, result.session);
  if (!identity) return authStatusAnswer('FAIL', 'Wrong e-mail or password');
  return apiJson(await tokenAnswer(runtime, identity));
}
