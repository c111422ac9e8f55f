import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import { PERSONAS, runRoute, TEST_PASSWORD, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

/** The free failures of an account before the first wait (docs/security.md). */
const FREE_ACCOUNT_FAILURES = 5;

describe.each(DIALECTS)('given 40 parallel guesses at one account from 4 addresses on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  it('should let at most the 5 free ones reach the password check, the right one included', async () => {
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 39 ? TEST_PASSWORD : `wrong-${index}`,
    );
    const statuses = await Promise.all(
      guesses.map((password, index) =>
        runRoute(
          login.action,
          testRequest('/login', { form: { username: PERSONAS.customerA, password } }),
          `203.0.113.${index % 4}`,
        ).then((response) => response.status),
      ),
    );
    const audit = await portal()
      .database.handle.db.selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['sign-in', 'sign-in.failed'])
      .execute();
    // Every guess that reached the password check left 'sign-in.failed' or 'sign-in' behind.
    expect(audit.length).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES);
    expect(statuses.filter((status) => status === 401 || status === 302).length).toBe(audit.length);
    expect(statuses.filter((status) => status === 429).length).toBe(40 - audit.length);
  });
});
