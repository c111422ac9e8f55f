import { z } from 'zod';
import type { CallOptions } from '../client-options.js';
import { type DeliveryTicket, deliveryTicketSchema } from '../schemas/delivery.js';
import { type PipeRow, pipeRowSchema } from '../schemas/racks.js';
import type { RequestSpec, Transport } from '../transport.js';
import type { ItemLocationParams, ItemParams } from './params.js';

const pipeRows = z.array(pipeRowSchema);

/**
 * The inventory drill-down lists (opened from a count cell) and the CSV export row lists.
 *
 * @example
 * const { showOtherlist } = createDrillDownCalls(transport);
 * const joints = await showOtherlist({ itemnr: '550DP.12', location: 'Machining' });
 */
export function createDrillDownCalls(transport: Transport) {
  const pipes = (call: string, query: RequestSpec['query'], required: string[], options?: CallOptions) =>
    transport.json(
      { call, method: 'get', path: `/${call}`, query, required, loading: 'dialog' },
      pipeRows,
      options,
    );
  return {
    /** GET /showPipelist `itemnr`: the item's Rig Ready joints. */
    showPipelist: (params: ItemParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showPipelist', { ...params }, ['itemnr'], options),
    /** GET /showVTIlist `itemnr`: the item's joints waiting for a visual inspection (Req VTI). */
    showVTIlist: (params: ItemParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showVTIlist', { ...params }, ['itemnr'], options),
    /** GET /showOtherlist `itemnr`, `location` (an inventory count column): the item's joints there. */
    showOtherlist: (params: ItemLocationParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showOtherlist', { ...params }, ['itemnr', 'location'], options),
    /** GET /showBookedList `itemnr`: the item's booked joints. */
    showBookedList: (params: ItemParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showBookedList', { ...params }, ['itemnr'], options),
    /** GET /showShippedList `itemnr`: the delivery ticket lines that shipped the item. */
    showShippedList: (params: ItemParams, options?: CallOptions): Promise<DeliveryTicket[]> =>
      transport.json(
        {
          call: 'showShippedList',
          method: 'get',
          path: '/showShippedList',
          query: { ...params },
          required: ['itemnr'],
          loading: 'dialog',
        },
        z.array(deliveryTicketSchema),
        options,
      ),
    /** GET /showShippedSerials `itemnr`: the item's shipped joints. */
    showShippedSerials: (params: ItemParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showShippedSerials', { ...params }, ['itemnr'], options),
    /** GET /showShippedDT `dt_no`: the joints shipped on one delivery ticket. */
    showShippedDT: (params: { dt_no: string | number }, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('showShippedDT', { ...params }, ['dt_no'], options),
    /** GET /createExcel `itemnr`, `location`: the joint rows the browser turns into CSV. */
    createExcel: (params: ItemLocationParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('createExcel', { ...params }, ['itemnr', 'location'], options),
    /** GET /createExcelShippedSerials `itemnr`: the shipped joint rows for CSV. */
    createExcelShippedSerials: (params: ItemParams, options?: CallOptions): Promise<PipeRow[]> =>
      pipes('createExcelShippedSerials', { ...params }, ['itemnr'], options),
  };
}
