import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATISTICS_RANGE,
  itemStatisticsRequest,
  selectableOrders,
} from './item-statistics-orders.js';

const orders = [
  { ono: 9999, date: '2023-12-31' },
  { ono: 40211, date: '2024-01-01' },
  { ono: '40300', date: '2024-06-30' },
  { ono: 40400, date: '2024-07-01' },
];

describe('selectableOrders', () => {
  it('sorts by order number descending, numerically', () => {
    expect(selectableOrders(orders).map((o) => o.ono)).toEqual([40400, '40300', 40211, 9999]);
  });

  it('keeps the dates on both ends of the range', () => {
    expect(selectableOrders(orders, { start: '2024-01-01', end: '2024-06-30' }).map((o) => o.ono)).toEqual([
      '40300',
      40211,
    ]);
  });

  it('ignores a range with only one date set', () => {
    expect(selectableOrders(orders, { start: '2024-01-01', end: null })).toHaveLength(4);
    expect(selectableOrders(orders, { end: '2020-01-01' })).toHaveLength(4);
  });

  it('gives nothing for no orders and does not reorder its input', () => {
    expect(selectableOrders([], DEFAULT_STATISTICS_RANGE)).toEqual([]);
    selectableOrders(orders);
    expect(orders[0]?.ono).toBe(9999);
  });

  it('has the spec default range', () => {
    expect(DEFAULT_STATISTICS_RANGE).toEqual({ start: '2020-01-01', end: '2070-01-01' });
    expect(selectableOrders(orders, DEFAULT_STATISTICS_RANGE)).toHaveLength(4);
  });
});

describe('itemStatisticsRequest', () => {
  it('asks for an item first', () => {
    expect(itemStatisticsRequest({ item: '', orders })).toEqual({
      ok: false,
      message: 'Please select an item number',
    });
    expect(itemStatisticsRequest({ item: '  ', orders }).ok).toBe(false);
    expect(itemStatisticsRequest({ item: null, orders })).toEqual({
      ok: false,
      message: 'Please select an item number',
    });
  });

  it('names the item and the period as DD.MM.YYYY when no order is in the range', () => {
    expect(
      itemStatisticsRequest({ item: '550DP.12', orders, range: { start: '2022-01-01', end: '2022-12-31' } }),
    ).toEqual({ ok: false, message: 'No orders for item(s): 550DP.12 for period 01.01.2022 - 31.12.2022' });
  });

  it('sends all selectable orders when none is selected', () => {
    expect(
      itemStatisticsRequest({ item: '550DP.12', orders, range: { start: '2024-01-01', end: '2024-12-31' } }),
    ).toEqual({
      ok: true,
      itemNumber: '550DP.12',
      orders: ['40400', '40300', '40211'],
    });
  });

  it('sends the selected orders that are selectable', () => {
    const request = itemStatisticsRequest({
      item: '550DP.12',
      orders,
      range: { start: '2024-01-01', end: '2024-12-31' },
      selected: [40211, '9999'],
    });
    expect(request).toEqual({ ok: true, itemNumber: '550DP.12', orders: ['40211'] });
  });

  it('falls back to all selectable orders when the selection is out of range', () => {
    const request = itemStatisticsRequest({
      item: '550DP.12',
      orders,
      range: { start: '2024-07-01', end: '2024-12-31' },
      selected: [9999],
    });
    expect(request).toEqual({ ok: true, itemNumber: '550DP.12', orders: ['40400'] });
  });

  it('says no orders were found for an item without orders when no range is set', () => {
    expect(itemStatisticsRequest({ item: '550DP.12', orders: [] })).toEqual({
      ok: false,
      message: 'No orders found for selected item',
    });
  });
});
