import { TEST_PASSWORD } from '../../helpers/portal-harness.js';

/**
 * A bearer token for `email` from POST /api/auth/sign-in.
 *
 * @example
 * const token = await bearerToken(portal.baseUrl, 'customer@rigready.test');
 */
export async function bearerToken(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The session cookie (`name=value`) of a page sign-in through POST /login.
 *
 * @example
 * const cookie = await sessionCookie(portal.baseUrl, 'customer@rigready.test');
 */
export async function sessionCookie(
  baseUrl: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const answer = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl },
    body: new URLSearchParams({ intent: 'sign-in', username: email, password }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.includes('rigready_session='));
  if (!cookie) throw new Error(`page sign-in of ${email} answered ${answer.status} without a session cookie`);
  return cookie;
}
