import type { BhaInventoryRow, ClassMarking } from '@rigready/core';
import { DataTable } from '@rigready/ui';
import { type ComponentProps, Suspense } from 'react';
import { Link } from 'react-router';
import type { ClockReading } from '../../shared/clock-reading.js';
import { BhaInventoryTable } from './bha-inventory-table.js';
import { ClassCounts } from './class-counts.js';
import { ClassDistribution } from './class-distribution.js';
import { type JointList, JointListDialog } from './joint-list-dialog.js';
import { TubularInventory, type TubularInventoryData } from './tubular-inventory.js';

/** What the /inventory loader answers, by pipe type. */
export type InventoryScreenData =
  | ({
      pipeType: 'Tubular';
      jointList: JointList | null;
      classCounts: ComponentProps<typeof ClassCounts>['counts'];
      /** The provider's class marking, for the class chips. */
      classMarking: ClassMarking;
      classByItem: ComponentProps<typeof ClassDistribution>['byItem'];
      classByString: ComponentProps<typeof ClassDistribution>['byString'];
    } & TubularInventoryData)
  | {
      pipeType: 'BHA';
      bha: Promise<BhaInventoryRow[]>;
      fleet: boolean;
      clock: ClockReading;
      /** The home page's inspection filter: only the tools coming due or overdue. */
      inspection: 'due' | 'overdue' | null;
    };

const INSPECTION_NOTES = {
  due: 'Showing the tools whose inspection comes due in the next 30 days.',
  overdue: 'Showing the tools whose inspection is overdue.',
} as const;

const NO_ROWS: never[] = [];
const NO_COLUMNS: never[] = [];

/**
 * /inventory: the tubular inventory or, with the BHA switch, the BHA inventory; the rows stream in behind
 * the page while a loading table holds their place. A joint list the URL asks for opens over the tubular
 * inventory at once; the BHA inventory can be narrowed to the tools coming due or overdue.
 *
 * @example
 * <InventoryScreen data={loaderData} />
 */
export function InventoryScreen({ data }: { data: InventoryScreenData }) {
  return (
    <div className="rr-page rr-inventory">
      <h1>Inventory {data.pipeType === 'BHA' ? 'BHA' : 'Tubular'}</h1>
      {data.pipeType === 'BHA' && data.inspection ? (
        <p className="rr-inventory__filter-note">
          {INSPECTION_NOTES[data.inspection]} <Link to="/inventory">Show all tools</Link>
        </p>
      ) : null}
      {data.pipeType === 'Tubular' ? (
        <>
          <ClassCounts counts={data.classCounts} marking={data.classMarking} />
          <ClassDistribution byItem={data.classByItem} byString={data.classByString} />
        </>
      ) : null}
      <Suspense
        fallback={<DataTable label="Inventory" rows={NO_ROWS} columns={NO_COLUMNS} status="loading" />}
      >
        {data.pipeType === 'BHA' ? (
          <BhaInventoryTable rows={data.bha} clock={data.clock} fleet={data.fleet} />
        ) : (
          <TubularInventory data={data} />
        )}
      </Suspense>
      {data.pipeType === 'Tubular' ? <JointListDialog list={data.jointList} /> : null}
    </div>
  );
}
