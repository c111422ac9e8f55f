// A customer requires Premium of one rig on the demo data and reads, off the screen, how many joints in
// service fall below it, on the settings page, on home and in the list it opens.
//
// The expected count is worked out without the portal, from the generated files (the demo data the portal
// loads at first start: `pnpm run demo-data <dir>` writes the same bytes). A joint's class is the lower of
// its body's and its tool joint's, from its latest tally (the last by Inspection_Date; no two share a day):
// body Premium at a Wall of 80 % and above, Class 2 at 70 %; tool joint against the class_limits.json row
// of its item (Connection and Tube_OD, Weight or any): OD_Box at least TJ_OD_Premium_Min Premium, at least
// TJ_OD_Class2_Min Class 2, TS_Pin or TS_Box under its minimum Reject. Without a tally it is not classed,
// which is below any requirement. Over serials.ndjson, tallies.ndjson, items.json and class_limits.json
// (python3): Skarvheim Drilling AS, Asset "Skarvheim Explorer", Current_Location Rig Ready or Shipped:
//   425 joints, 295 Premium, 13 Class 2, 1 Reject, 116 with no tally: 13 + 1 + 116 = 130 below Premium.
import { describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const RIG = 'Skarvheim Explorer';
const BELOW_PREMIUM_AT_RIG = 130;

describe('given the built portal with the demo data, a customer requiring Premium of one rig', () => {
  const portal = usePortal();

  it('should count the joints below it on the settings page, on home and in the list it opens', async () => {
    const page = await portal.signedInPage(CUSTOMER, {
      password: 'rigready-demo',
      context: { viewport: { width: 390, height: 844 } },
    });
    await page.goto(`${portal.baseUrl}/settings/required-class`);
    const row = page.locator(`li[data-asset="${RIG}"]`);
    await row.getByRole('combobox', { name: `Required class of ${RIG}` }).selectOption('Premium');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('below-required-count').locator('strong').textContent())
      .toBe(String(BELOW_PREMIUM_AT_RIG));
    expect(await row.locator('.rr-required-class__count').textContent()).toBe(
      `${BELOW_PREMIUM_AT_RIG} below Premium`,
    );

    await page.goto(`${portal.baseUrl}/home`);
    const tile = page.locator('a.rr-figure-tiles__tile', {
      hasText: "Joints below their asset's required class",
    });
    expect(await tile.locator('.rr-figure-tiles__value').textContent()).toBe(String(BELOW_PREMIUM_AT_RIG));

    await page.goto(`${portal.baseUrl}/inventory?below=required`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toContain(
      "Joints below their asset's required class",
    );
    // The list's caption counts its serials, and its table has that many rows.
    expect(await dialog.locator('.rr-drill-down__caption').textContent()).toBe(
      `${BELOW_PREMIUM_AT_RIG} serials`,
    );
    expect(await dialog.locator('tbody tr').count()).toBe(BELOW_PREMIUM_AT_RIG);
  });
});
