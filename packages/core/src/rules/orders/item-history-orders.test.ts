import { describe, expect, it } from 'vitest';
import { isItemHistoryOrder, itemHistoryOrders } from './item-history-orders.js';

describe('isItemHistoryOrder', () => {
  it.each([
    ['Rig Return', 'NS2', true],
    ['Rig Return', 'NS2_VTI', true],
    [' Rig Return ', 'NS2 ', true],
    ['Rig Return', 'DS1', false],
    ['Rig Return', 'ns2', false],
    ['Machining', 'NS2', false],
    ['Inspection', 'NS2_VTI', false],
    ['Machining', 'DS1_Cat5', true],
    [null, 'DS1_Cat5', true],
    ['Rig Return', null, false],
    [null, null, false],
  ])('scope %j with spec %j is %s', (scope, spec, expected) => {
    expect(isItemHistoryOrder({ scope, spec })).toBe(expected);
  });
});

describe('itemHistoryOrders', () => {
  it('keeps the matching orders in their order', () => {
    const list = [
      { orderno: 3, scope: 'Rig Return', spec: 'NS2' },
      { orderno: 2, scope: 'Rig Return', spec: 'DS1' },
      { orderno: 1, scope: 'Inspection', spec: 'DS1_Cat5' },
    ];
    expect(itemHistoryOrders(list).map((o) => o.orderno)).toEqual([3, 1]);
    expect(itemHistoryOrders([])).toEqual([]);
  });
});
