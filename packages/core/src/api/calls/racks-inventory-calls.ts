import { z } from 'zod';
import { openPdfLink } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import { type OkAnswer, okAnswerSchema } from '../schemas/admin.js';
import { type BhaInventoryAnswer, bhaInventoryAnswerSchema } from '../schemas/bha-inventory.js';
import { type InventoryAnswer, type InventoryHeader, inventoryAnswerSchema } from '../schemas/inventory.js';
import type { InventoryReportView } from '../schemas/inventory-report-view.js';
import {
  type PipesAndRacksAnswer,
  pipesAndRacksAnswerSchema,
  type RackAnswer,
  type RackInfo,
  rackAnswerSchema,
  rackInfoSchema,
} from '../schemas/racks.js';
import type { Transport } from '../transport.js';
import type { UsernameParams } from './params.js';

/**
 * The rack name the server knows the Scrap OCTG rack by: 'Scrap OCTG' is sent as 'ScrapOCTG', every other
 * name unchanged.
 *
 * @example
 * wireRackName('Scrap OCTG'); // 'ScrapOCTG'
 * wireRackName('R12'); // 'R12'
 */
export function wireRackName(rackname: string): string {
  return rackname === 'Scrap OCTG' ? 'ScrapOCTG' : rackname;
}

/**
 * The rack and inventory calls.
 *
 * @example
 * const calls = createRacksInventoryCalls(transport);
 * const rack = await calls.getPipes({ rackname: 'Scrap OCTG', isOCTG: true });
 */
export function createRacksInventoryCalls(transport: Transport) {
  return {
    /** GET /getPipesAndRacks `username`: every rack holding the customer's joints, with the joints. */
    getPipesAndRacks: (params: UsernameParams, options?: CallOptions): Promise<PipesAndRacksAnswer> =>
      transport.json(
        {
          call: 'getPipesAndRacks',
          method: 'get',
          path: '/getPipesAndRacks',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        pipesAndRacksAnswerSchema,
        options,
      ),
    /** GET /getAllRacks `username`: the racks of the yard, for the admin rack browser. */
    getAllRacks: (params: UsernameParams, options?: CallOptions): Promise<RackInfo[]> =>
      transport.json(
        {
          call: 'getAllRacks',
          method: 'get',
          path: '/getAllRacks',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        z.array(rackInfoSchema),
        options,
      ),
    /** GET /getInventory `username`, `user_email`: the user's saved columns and the inventory rows. */
    getInventory: (
      params: { username: string; user_email: string },
      options?: CallOptions,
    ): Promise<InventoryAnswer> =>
      transport.json(
        {
          call: 'getInventory',
          method: 'get',
          path: '/getInventory',
          query: { ...params },
          required: ['username', 'user_email'],
          loading: 'table',
        },
        inventoryAnswerSchema,
        options,
      ),
    /** POST /setUserInventoryHeader `{ user_email, header }`: saves the chosen columns in their order. */
    setUserInventoryHeader: (
      body: { user_email: string; header: InventoryHeader[] },
      options?: CallOptions,
    ): Promise<OkAnswer> =>
      transport.json(
        {
          call: 'setUserInventoryHeader',
          method: 'post',
          path: '/setUserInventoryHeader',
          body,
          required: ['user_email'],
        },
        okAnswerSchema,
        options,
      ),
    /** GET /getInventoryBHA `username`: the BHA inventory rows and the per-rack slot maps. */
    getInventoryBHA: (params: UsernameParams, options?: CallOptions): Promise<BhaInventoryAnswer> =>
      transport.json(
        {
          call: 'getInventoryBHA',
          method: 'get',
          path: '/getInventoryBHA',
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        bhaInventoryAnswerSchema,
        options,
      ),
    /**
     * GET /getInventoryPDF `username`, `asset`, optional `view` (the screen's {@link InventoryReportView},
     * sent as JSON, so the report prints what the screen shows): opens the inventory report; resolves with
     * its link.
     */
    getInventoryPDF: (
      params: { username: string; asset: string; view?: InventoryReportView },
      options?: CallOptions,
    ): Promise<string> =>
      openPdfLink(
        transport,
        {
          call: 'getInventoryPDF',
          method: 'get',
          path: '/getInventoryPDF',
          query: {
            username: params.username,
            asset: params.asset,
            view: params.view === undefined ? undefined : JSON.stringify(params.view),
          },
          required: ['username', 'asset'],
          loading: 'dialog',
        },
        options,
      ),
    /** GET /getPipes `rackname` (Scrap OCTG sent as ScrapOCTG), optional `isOCTG`: one rack and its joints. */
    getPipes: (params: { rackname: string; isOCTG?: boolean }, options?: CallOptions): Promise<RackAnswer> =>
      transport.json(
        {
          call: 'getPipes',
          method: 'get',
          path: '/getPipes',
          query: { rackname: wireRackName(params.rackname), isOCTG: params.isOCTG },
          required: ['rackname'],
          loading: 'dialog',
        },
        rackAnswerSchema,
        options,
      ),
  };
}
