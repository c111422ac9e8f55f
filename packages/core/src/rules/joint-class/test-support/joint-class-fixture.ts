import { readFileSync } from 'node:fs';
import type { TallyRow } from '../../tally/tally-row.js';
import type { ClassLimitsRow } from '../class-limits.js';
import type { ClassLimitsItem } from '../match-class-limits.js';

/** The hand-worked data set the class rules and the portal are checked against (contract format). */
const FOLDER = new URL('../../../../../portal/tests/fixtures/joint-class/', import.meta.url);

const read = <T>(entity: string): T[] => JSON.parse(readFileSync(new URL(`${entity}.json`, FOLDER), 'utf8'));

type Owned<T> = T & { Customer: string };

/** The data set's items, serials, tallies and class limits as the contract writes them. */
export function jointClassFixture() {
  return {
    items: read<Owned<ClassLimitsItem & { Item_No: string }>>('items'),
    serials: read<Owned<{ Serial_Number: string; Item_No: string }>>('serials'),
    tallies: read<Owned<TallyRow>>('tallies'),
    classLimits: read<ClassLimitsRow>('class_limits'),
  };
}
