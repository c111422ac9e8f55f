import { describe, expect, it } from 'vitest';
import {
  PERSONAS,
  runRoute,
  signIn,
  testRequest,
  useTestPortal,
} from '../../../tests/helpers/portal-harness.js';
import * as apiCall from '../../routes/api/call.js';

describe('given a POST call with a JSON body', () => {
  useTestPortal('sqlite');

  it('should answer 413 with a clear message for a body over the limit, and read one under it', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const huge = { header: [{ value: 'x'.repeat(1_048_576) }] };
    const refused = await runRoute(
      apiCall.action,
      testRequest('/api/setUserInventoryHeader', { cookie, json: huge }),
    );
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'The request body is larger than 1 MB' });
    const fine = { header: [{ value: 'Item_No' }] };
    const saved = await runRoute(
      apiCall.action,
      testRequest('/api/setUserInventoryHeader', { cookie, json: fine }),
    );
    expect(saved.status).toBe(200);
  });
});
