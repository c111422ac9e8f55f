import type { CallOptions } from '../client-options.js';
import { type UserNameAnswer, userNameAnswerSchema } from '../schemas/session.js';
import type { Transport } from '../transport.js';

/**
 * The session calls: the username call after sign-in, and the fire-and-forget /usertest.
 *
 * @example
 * const { fetchUserName } = createSessionCalls(transport);
 * const who = await fetchUserName({ usrname: 'ops@acme.test' });
 */
export function createSessionCalls(transport: Transport) {
  return {
    /** POST /fetchUserName `{ usrname }` (the e-mail): the customer name, assets, route list and admin flag. */
    fetchUserName: (body: { usrname: string }, options?: CallOptions): Promise<UserNameAnswer> =>
      transport.json(
        { call: 'fetchUserName', method: 'post', path: '/fetchUserName', body, required: ['usrname'] },
        userNameAnswerSchema,
        options,
      ),
    /** GET /usertest, fire and forget: resolves when done and ignores failures, as the legacy app did. */
    usertest: (options?: CallOptions): Promise<void> =>
      transport
        .request({ call: 'usertest', method: 'get', path: '/usertest' }, options ?? {}, async () => undefined)
        .catch(() => undefined),
  };
}
