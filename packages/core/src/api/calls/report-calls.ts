import { z } from 'zod';
import { openPdfLink } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import { retryThenFallback } from '../retry.js';
import {
  type BhaInspectionAnswer,
  type BhaInspectionOldAnswer,
  bhaInspectionAnswerSchema,
  bhaInspectionOldAnswerSchema,
  keystoneAnswerSchema,
  type SerialHistoryRow,
} from '../schemas/bha-reports.js';
import { type OrderListItem, orderListItemSchema } from '../schemas/orders.js';
import {
  type CertificatesAnswer,
  certificatesAnswerSchema,
  type NcrRow,
  ncrRowSchema,
} from '../schemas/reports.js';
import { type ItemsAndOrdersAnswer, itemsAndOrdersAnswerSchema } from '../schemas/statistics.js';
import { type InspectionTalliesAnswer, inspectionTalliesAnswerSchema } from '../schemas/tallies.js';
import type { Transport } from '../transport.js';
import type { UsernameParams } from './params.js';

/**
 * How often and how far apart the BHA inspection lists are tried before the client gives empty lists.
 *
 * @example
 * BHA_INSPECTION_RETRY; // { attempts: 5, delayMs: 1000 }
 */
export const BHA_INSPECTION_RETRY = { attempts: 5, delayMs: 1000 } as const;

/**
 * The orders and reports calls: BHA inspection lists (retried, then empty), serial history, NCRs,
 * certificates, the order list and tallies of the inspection history, and the item-to-orders map.
 *
 * @example
 * const { inspectionBHA } = createReportCalls(transport, (ms) => new Promise((r) => setTimeout(r, ms)));
 * const lists = await inspectionBHA({ username: 'Acme Drilling' });
 */
export function createReportCalls(transport: Transport, sleep: (ms: number) => Promise<void>) {
  const policy = { ...BHA_INSPECTION_RETRY, sleep };
  return {
    /** GET /inspectionBHA `username`: four report lists; 5 tries 1000 ms apart, then empty lists. */
    inspectionBHA: (params: UsernameParams, options?: CallOptions): Promise<BhaInspectionAnswer> =>
      retryThenFallback(
        () =>
          transport.json(
            {
              call: 'inspectionBHA',
              method: 'get',
              path: '/inspectionBHA',
              query: { ...params },
              required: ['username'],
              loading: 'table',
            },
            bhaInspectionAnswerSchema,
            options,
          ),
        () => ({ multi_detail: [], dim: [], misc: [], elevator: [] }),
        policy,
      ),
    /** GET /inspectionBHA_OLD `username`: multi_detail and dim; 5 tries 1000 ms apart, then empty lists. */
    inspectionBHA_OLD: (params: UsernameParams, options?: CallOptions): Promise<BhaInspectionOldAnswer> =>
      retryThenFallback(
        () =>
          transport.json(
            {
              call: 'inspectionBHA_OLD',
              method: 'get',
              path: '/inspectionBHA_OLD',
              query: { ...params },
              required: ['username'],
              loading: 'table',
            },
            bhaInspectionOldAnswerSchema,
            options,
          ),
        () => ({ multi_detail: [], dim: [] }),
        policy,
      ),
    /**
     * GET /keystone `serial_no` (and `customer` on a customer's public serial history page): the serial's
     * reports, flattened from the answer's map of lists into one list.
     */
    keystone: async (
      params: { serial_no: string; customer?: string },
      options?: CallOptions,
    ): Promise<SerialHistoryRow[]> => {
      const answer = await transport.json(
        {
          call: 'keystone',
          method: 'get',
          path: '/keystone',
          query: { ...params },
          required: ['serial_no'],
          loading: 'table',
        },
        keystoneAnswerSchema,
        options,
      );
      return Object.values(answer).flatMap(([rows]) => rows ?? []);
    },
    /** GET /getQHSE `username`: the non-conformance reports. */
    getQHSE: (params: UsernameParams, options?: CallOptions): Promise<NcrRow[]> =>
      transport.json(
        {
          call: 'getQHSE',
          method: 'get',
          path: '/getQHSE',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        z.array(ncrRowSchema),
        options,
      ),
    /** GET /QHSE_getPDF `NCR_No`, `username`: opens the NCR document. */
    QHSE_getPDF: (
      params: { NCR_No: string | number; username: string },
      options?: CallOptions,
    ): Promise<string> =>
      openPdfLink(
        transport,
        {
          call: 'QHSE_getPDF',
          method: 'get',
          path: '/QHSE_getPDF',
          query: { ...params },
          required: ['NCR_No', 'username'],
          loading: 'dialog',
        },
        options,
      ),
    /** GET /getCertificates: the provider's NTO, ISO and JQS certificates. */
    getCertificates: (options?: CallOptions): Promise<CertificatesAnswer> =>
      transport.json(
        { call: 'getCertificates', method: 'get', path: '/getCertificates', loading: 'dialog' },
        certificatesAnswerSchema,
        options,
      ),
    /** GET /getAllOrders `username`: the orders of the item inspection history. */
    getAllOrders: (params: UsernameParams, options?: CallOptions): Promise<OrderListItem[]> =>
      transport.json(
        {
          call: 'getAllOrders',
          method: 'get',
          path: '/getAllOrders',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        z.array(orderListItemSchema),
        options,
      ),
    /** GET /getInspectionTallies `orderno`, `itemnr`, `equipment`: one order's tallies of an item. */
    getInspectionTallies: (
      params: { orderno: string | number; itemnr: string; equipment: string },
      options?: CallOptions,
    ): Promise<InspectionTalliesAnswer> =>
      transport.json(
        {
          call: 'getInspectionTallies',
          method: 'get',
          path: '/getInspectionTallies',
          query: { ...params },
          required: ['orderno', 'itemnr', 'equipment'],
          loading: 'table',
        },
        inspectionTalliesAnswerSchema,
        options,
      ),
    /** GET /itemsAndOrders `username`: per item number its equipment and orders. */
    itemsAndOrders: (params: UsernameParams, options?: CallOptions): Promise<ItemsAndOrdersAnswer> =>
      transport.json(
        {
          call: 'itemsAndOrders',
          method: 'get',
          path: '/itemsAndOrders',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        itemsAndOrdersAnswerSchema,
        options,
      ),
  };
}
