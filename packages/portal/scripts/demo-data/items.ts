import { isoDate } from './calendar.js';
import type { CustomerProfile } from './customer-profiles.js';
import type { DocumentLibrary } from './document-library.js';
import { type EquipmentType, type EquipmentVariant, equipmentType } from './equipment-catalogue.js';
import type { Random } from './random.js';

/** An items.json row. */
export interface ItemRow {
  Customer: string;
  Item_No: string;
  Equipment: string;
  Description: string;
  Tube_OD: number;
  Connection: string;
  TJ_OD: number;
  TJ_ID: number;
  Weight: number;
  Grade: string;
  Range: number;
  Wall_Thickness: number;
  elevator_shank_od: number | null;
  upset_type: string | null;
  KSI: number;
  Part_No: string;
  certificates: { file: string; date: string }[];
}

/** An item with the catalogue entry it was made from, which the rest of the generator reads. */
export interface DemoItem {
  row: ItemRow;
  type: EquipmentType;
  variant: EquipmentVariant;
}

const CERTIFICATE_KINDS = [
  'Material certificate EN 10204 3.1',
  'Inspection certificate',
  'Hardbanding certificate',
  'Mill test report',
  'Load test certificate',
] as const;

/**
 * The items (tubular products) of one customer: one per entry of the profile's equipment list, numbered
 * `<OD x 100><code>.<sequence>` (e.g. 500DP.01). The first item carries the full five certificates and the
 * second none, so both inventory actions always show.
 *
 * @example
 * buildItems(CUSTOMER_PROFILES[0], createRandom(1), new DocumentLibrary('2026-11-20'), dayNumber('2026-11-20'))[0]
 *   ?.row.Item_No; // '500DP.01'
 */
export function buildItems(
  profile: CustomerProfile,
  random: Random,
  library: DocumentLibrary,
  referenceDay: number,
): DemoItem[] {
  return profile.equipment.map((equipment, index) => {
    const type = equipmentType(equipment);
    const variant = type.variants[index % type.variants.length] as EquipmentVariant;
    const itemNo = `${Math.round(variant.tubeOd * 100)}${type.code}.${String(index + 1).padStart(2, '0')}`;
    const description = `${type.short} ${variant.tubeOdLabel} ${variant.weight}# ${variant.grade} ${variant.connection} R${variant.range}`;
    const certificateCount =
      index === 0
        ? 5
        : index === 1
          ? 0
          : random.weighted([
              [0, 3],
              [1, 4],
              [2, 2],
              [3, 1],
            ] as const);
    const certificates = Array.from({ length: certificateCount }, (_, number) => {
      const date = isoDate(referenceDay - random.int(20, 1100));
      const kind = CERTIFICATE_KINDS[number] as string;
      const file = library.pdf(`items/${profile.slug}/${itemNo}-${number + 1}.pdf`, {
        title: `${kind} — ${itemNo} — ${profile.customer}`,
        lines: [`Issued: ${date}`, `Item: ${itemNo} (${equipment})`, `Description: ${description}`],
      });
      return { file, date };
    }).sort((left, right) => left.date.localeCompare(right.date));
    const row: ItemRow = {
      Customer: profile.customer,
      Item_No: itemNo,
      Equipment: equipment,
      Description: description,
      Tube_OD: variant.tubeOd,
      Connection: variant.connection,
      TJ_OD: variant.tjOd,
      TJ_ID: variant.tjId,
      Weight: variant.weight,
      Grade: variant.grade,
      Range: variant.range,
      Wall_Thickness: variant.wallThickness,
      elevator_shank_od: variant.elevatorShankOd,
      upset_type: variant.upsetType,
      KSI: variant.ksi,
      Part_No: `RR-${type.code}-${random.int(1000, 9999)}`,
      certificates,
    };
    return { row, type, variant };
  });
}
