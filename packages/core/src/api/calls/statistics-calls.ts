import type { CallOptions } from '../client-options.js';
import {
  type EquipmentStatisticsAnswer,
  equipmentStatisticsAnswerSchema,
  type ItemStatisticsAnswer,
  itemStatisticsAnswerSchema,
} from '../schemas/statistics.js';
import type { Transport } from '../transport.js';
import type { EquipmentStatisticsParams, ItemStatisticsParams } from './params.js';

/**
 * The statistics calls: item statistics (admin) and the statistics page's GO fetch.
 *
 * @example
 * const { statisticsItem } = createStatisticsCalls(transport);
 * const stats = await statisticsItem({ itemNumber: '550DP.12', orders: ['40211', '40388'] });
 */
export function createStatisticsCalls(transport: Transport) {
  return {
    /** GET /statistics/item `orders` (comma-joined), `itemNumber`. */
    statisticsItem: (params: ItemStatisticsParams, options?: CallOptions): Promise<ItemStatisticsAnswer> =>
      transport.json(
        {
          call: 'statisticsItem',
          method: 'get',
          path: '/statistics/item',
          query: { orders: params.orders.join(','), itemNumber: params.itemNumber },
          required: ['orders', 'itemNumber'],
          loading: 'table',
        },
        itemStatisticsAnswerSchema,
        options,
      ),
    /** POST /statistics/equipment `{ itemNumber, orders, from?, to? }` (design): the GO of /statistics. */
    statisticsEquipment: (
      params: EquipmentStatisticsParams,
      options?: CallOptions,
    ): Promise<EquipmentStatisticsAnswer> =>
      transport.json(
        {
          call: 'statisticsEquipment',
          method: 'post',
          path: '/statistics/equipment',
          body: {
            itemNumber: params.itemNumber,
            orders: [...params.orders].map(String),
            from: params.from,
            to: params.to,
          },
          required: ['itemNumber', 'orders'],
          loading: 'table',
        },
        equipmentStatisticsAnswerSchema,
        options,
      ),
  };
}
