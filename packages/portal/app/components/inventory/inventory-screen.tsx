import type { BhaInventoryRow } from '@rigready/core';
import { DataTable } from '@rigready/ui';
import { Suspense } from 'react';
import type { ClockReading } from '../clock-reading.js';
import { BhaInventoryTable } from './bha-inventory-table.js';
import { TubularInventory, type TubularInventoryData } from './tubular-inventory.js';

/** What the /inventory loader answers, by pipe type. */
export type InventoryScreenData =
  | ({ pipeType: 'Tubular' } & TubularInventoryData)
  | { pipeType: 'BHA'; bha: Promise<BhaInventoryRow[]>; fleet: boolean; clock: ClockReading };

const NO_ROWS: never[] = [];
const NO_COLUMNS: never[] = [];

/**
 * /inventory: the tubular inventory or, with the BHA switch, the BHA inventory; the rows stream in behind
 * the page while a loading table holds their place.
 *
 * @example
 * <InventoryScreen data={loaderData} />
 */
export function InventoryScreen({ data }: { data: InventoryScreenData }) {
  return (
    <div className="rr-page rr-inventory">
      <h1>Inventory {data.pipeType === 'BHA' ? 'BHA' : 'Tubular'}</h1>
      <Suspense
        fallback={<DataTable label="Inventory" rows={NO_ROWS} columns={NO_COLUMNS} status="loading" />}
      >
        {data.pipeType === 'BHA' ? (
          <BhaInventoryTable rows={data.bha} clock={data.clock} fleet={data.fleet} />
        ) : (
          <TubularInventory data={data} />
        )}
      </Suspense>
    </div>
  );
}
