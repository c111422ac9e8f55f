import { describe, expect, it } from 'vitest';
import * as inspectionBha from '../../app/routes/reports/inspection-bha.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

async function serialHistoryLink(email: string): Promise<string | null> {
  const cookie = await signIn(email);
  const response = await runRoute(inspectionBha.loader, testRequest('/inspectionBHA', { cookie }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { serialHistoryLink: string | null }).serialHistoryLink;
}

describe.each(DIALECTS)('given the two-customers fixture on %s, the BHA report QR codes', (dialect) => {
  const portal = useTestPortal(dialect);

  const publish = (features: Record<string, unknown>) =>
    portal()
      .database.handle.db.updateTable('customers')
      .set({ features: JSON.stringify({ dashboard: true, ...features }) })
      .where('customer', '=', 'Northwind Drilling')
      .execute();

  it('should offer none to a customer that does not publish its serial history', async () => {
    expect(await serialHistoryLink(PERSONAS.customerA)).toBeNull();
    await publish({ publicSerialHistory: false, publicSlug: 'northwind' });
    expect(await serialHistoryLink(PERSONAS.customerA)).toBeNull();
  });

  it("should link to the customer's public slug page when it has one", async () => {
    await publish({ publicSerialHistory: true, publicSlug: '/northwind' });
    expect(await serialHistoryLink(PERSONAS.customerA)).toBe('http://portal.test/northwind?serialnr=');
  });

  it('should link to /keystone with the customer name when it has no slug', async () => {
    await publish({ publicSerialHistory: true });
    expect(await serialHistoryLink(PERSONAS.customerA)).toBe(
      'http://portal.test/keystone?customer=Northwind%20Drilling&serialnr=',
    );
  });

  it("should never hand another customer the publishing customer's link", async () => {
    await publish({ publicSerialHistory: true, publicSlug: 'northwind' });
    expect(await serialHistoryLink(PERSONAS.customerB)).toBeNull();
  });
});
