import {
  equipmentStatisticsAnswerSchema,
  inspectionTalliesAnswerSchema,
  itemStatisticsAnswerSchema,
  itemsAndOrdersAnswerSchema,
} from '@rigready/core';
import { z } from 'zod';
import { apiJson } from '../../security/api-answers.server.js';
import {
  equipmentStatistics,
  inspectionTallies,
  itemStatistics,
  itemsAndOrders as itemsAndOrdersOf,
} from '../../services/statistics.server.js';
import { defineApiCall } from '../api-call.server.js';

const isoDate = z.iso.date('a date as YYYY-MM-DD');
const orderNumbers = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((order) => order.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1, 'one or more order numbers, comma-separated'));

/** `/getInspectionTallies` (orderno, itemnr, equipment): one order's inspection of an item. */
export const getInspectionTallies = defineApiCall({
  name: 'getInspectionTallies',
  method: 'GET',
  access: 'signed-in',
  route: 'insptest',
  summary: 'IPC and wall class counts, per-serial changes from the previous inspection, and the item.',
  params: z.object({
    orderno: z.string().trim().min(1, 'an order number'),
    itemnr: z.string().trim().min(1, 'an item number'),
    equipment: z.string().trim().min(1, 'an equipment type, e.g. Drill Pipe'),
  }),
  answer: inspectionTalliesAnswerSchema,
  handle: async ({ scoped, params }) =>
    (await inspectionTallies(scoped, params.orderno, params.itemnr, params.equipment)) ??
    apiJson({ message: `No order ${params.orderno} of item ${params.itemnr} (${params.equipment})` }, 404),
});

/** `/itemsAndOrders` (admin, item statistics): per item number its equipment and orders. */
export const itemsAndOrders = defineApiCall({
  name: 'itemsAndOrders',
  method: 'GET',
  access: 'admin',
  route: 'item-statistics',
  summary: 'Per item number of a statistics equipment type: its equipment and orders (ono, date).',
  params: z.object({ username: z.string().optional() }),
  answer: itemsAndOrdersAnswerSchema,
  handle: ({ scoped }) => itemsAndOrdersOf(scoped),
});

/** `/statistics/item` (admin): the item statistics over the given orders. */
export const statisticsItem = defineApiCall({
  name: 'statistics/item',
  method: 'GET',
  access: 'admin',
  route: 'item-statistics',
  summary: 'Item statistics (IPC, machining, hardbanding, histograms, minimums, orders) over the orders.',
  params: z.object({ orders: orderNumbers, itemNumber: z.string().trim().min(1, 'an item number') }),
  answer: itemStatisticsAnswerSchema,
  handle: ({ scoped, params }) => itemStatistics(scoped, params.itemNumber, params.orders),
});

/**
 * `POST /statistics/equipment` (the statistics page's GO, designed in core's docs/api-client.md): the
 * equipment dashboard of the item's equipment over the chosen orders returned within [from, to].
 */
export const statisticsEquipment = defineApiCall({
  name: 'statistics/equipment',
  method: 'POST',
  access: 'signed-in',
  route: 'statistics',
  summary: 'The statistics page GO: equipment statistics of an item over orders in a date range.',
  params: z.object({
    itemNumber: z.string().trim().min(1, 'an item number'),
    orders: z.array(z.string().trim().min(1)).min(1, 'one or more order numbers'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  answer: equipmentStatisticsAnswerSchema,
  handle: ({ scoped, params }) => equipmentStatistics(scoped, params),
});
