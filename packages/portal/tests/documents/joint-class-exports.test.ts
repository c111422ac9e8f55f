// The Class column of every export that lists joints, on the hand-worked joint-class fixture (with the
// joint-class-shipped overlay: Kestrel's KD-01 to KD-04 and Osprey's own KD-01 shipped on tickets both
// numbered K-DT1). Each class is the one expected-classes.ts works out by hand, typed here as a literal.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryTicketDocument } from '../../app/server/documents/content/document-delivery-ticket.server.js';
import { orderTallyDocument } from '../../app/server/documents/content/document-order-tally.server.js';
import { renderDeliveryTicketPdf } from '../../app/server/documents/render/pdf/delivery-ticket-pdf.server.js';
import { renderOrderTallyPdf } from '../../app/server/documents/render/pdf/order-tally-pdf.server.js';
import {
  renderDeliveryTicketExcel,
  renderOrderTallyExcel,
} from '../../app/server/documents/render/xlsx/excel-exports.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { itemJointsAt, ticketJoints } from '../../app/server/services/drill-down-lists.server.js';
import { actorFor } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import {
  JOINT_CLASS_SETTINGS,
  parsePdf,
  readAll,
  readXlsx,
  TEST_CONTEXT,
} from './support/document-fixtures.js';

const SHIPPED = join(import.meta.dirname, '..', 'fixtures', 'joint-class-shipped');
const KESTREL = 'Kestrel Drilling';
const OSPREY = 'Osprey Energy';

// Order K-1003 is every Kestrel joint's latest inspection, so each row's class is the joint's class now.
const K_1003 = [
  ['KD-01', 'Premium'], // wall 80.0: at least 80
  ['KD-02', 'Class 2'], // wall 79.9
  ['KD-03', 'Class 2'], // wall 70.0
  ['KD-04', 'Reject'], // wall 69.9
  ['KD-05', 'Premium'], // box OD 6.75, on the Premium minimum
  ['KD-06', 'Class 2'], // box OD 6.749
  ['KD-07', 'Class 2'], // box OD 6.5, on the Class 2 minimum
  ['KD-08', 'Reject'], // box OD 6.499
  ['KD-09', 'Premium'], // tong spaces 4.0 and 4.5, on their minimums
  ['KD-10', 'Reject'], // pin tong space 3.99
  ['KD-11', 'Reject'], // box tong space 4.49
  ['KD-12', 'Premium'], // wall 85, no limits: the body's class
  ['KD-13', 'Premium'], // box OD 6.094 on L3's Premium minimum
  ['KD-14', 'Premium'],
  ['KD-15', 'Not classed'], // no wall
  ['KD-16', 'Premium'],
  ['KD-17', 'Class 2'], // wall 78.5
  ['KD-18', 'Premium'], // wall 84
];

describe.each(DIALECTS)('the class in the joint exports on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const scopedAs = async (customer: string) => {
    for (const folder of [FIXTURES.jointClass, SHIPPED]) {
      const report = await importFolder(database().handle, database().store, folder);
      expect(report, folder).toMatchObject({ ok: true });
    }
    return createScopedDb(database().handle, actorFor(customer));
  };
  const orderTally = async (orderNo: string) => {
    const report = await orderTallyDocument(await scopedAs(KESTREL), 'dp', orderNo, JOINT_CLASS_SETTINGS);
    if (!report) throw new Error(`Kestrel has no drill pipe order ${orderNo}`);
    return report;
  };
  const ticket = async (customer: string) => {
    const found = await deliveryTicketDocument(await scopedAs(customer), 'K-DT1', JOINT_CLASS_SETTINGS);
    if (!found) throw new Error(`${customer} has no ticket K-DT1`);
    return found;
  };

  it("should end the order tally's sheet with the class each joint's inspection on that order gives", async () => {
    const { header, rows } = await readXlsx(
      await readAll(renderOrderTallyExcel(await orderTally('K-1003'), 'tally', TEST_CONTEXT)),
    );
    expect(header.at(-1)).toBe('Class');
    expect(rows.map((row) => [row[header.indexOf('Serial Number')], row.at(-1)])).toEqual(K_1003);
  });

  it('should class an earlier order by its own figures, not by the joint’s latest inspection', async () => {
    const { header, rows } = await readXlsx(
      await readAll(renderOrderTallyExcel(await orderTally('K-1002'), 'tally', TEST_CONTEXT)),
    );
    // On K-1002 every figure was within Premium: KD-12 wall 90 (no limits); KD-13 93 %, OD 6.2 ≥ 6.094,
    // tong space 6.2 / 7.5; KD-14 91 %, 6.2, 6.8 / 7.2; KD-15 88 %, KD-16 85 %, KD-17 81 % (Class 2 only on
    // K-1003), KD-18 88.5 %, all with OD 6.9 ≥ 6.75 and tong space 5.5 / 6.25.
    expect(rows.map((row) => [row[header.indexOf('Serial Number')], row.at(-1)])).toEqual([
      ['KD-12', 'Premium'],
      ['KD-13', 'Premium'],
      ['KD-14', 'Premium'],
      ['KD-15', 'Premium'],
      ['KD-16', 'Premium'],
      ['KD-17', 'Premium'],
      ['KD-18', 'Premium'],
    ]);
  });

  it("should print the class after the status in the order tally's PDF", async () => {
    const { text } = await parsePdf(
      await readAll(renderOrderTallyPdf(await orderTally('K-1003'), TEST_CONTEXT)),
    );
    const all = text.join('\n');
    expect(all).toMatch(/Status\s+Class/);
    // Each joint's row, from its serial to the end of the line, ends with its class.
    const classes = K_1003.map(
      ([serial]) =>
        all.match(new RegExp(`${serial}\\b[^\\n]*?(Premium|Class 2|Reject|Not classed)\\s*$`, 'm'))?.[1],
    );
    expect(classes).toEqual(K_1003.map(([, jointClass]) => jointClass));
  });

  it("should list Kestrel's shipped joints with their class on its ticket, and never Osprey's KD-01", async () => {
    const kestrel = await ticket(KESTREL);
    expect(kestrel.serials.map((serial) => [serial.Serial_Number, serial.Class])).toEqual([
      ['KD-01', 'Premium'],
      ['KD-02', 'Class 2'],
      ['KD-03', 'Class 2'],
      ['KD-04', 'Reject'],
    ]);
    const { header, rows } = await readXlsx(await readAll(renderDeliveryTicketExcel(kestrel, TEST_CONTEXT)));
    expect(rows.map((row) => [row[header.indexOf('Serial Number')], row[header.indexOf('Class')]])).toEqual([
      ['KD-01', 'Premium'],
      ['KD-02', 'Class 2'],
      ['KD-03', 'Class 2'],
      ['KD-04', 'Reject'],
    ]);
    const pdf = (await parsePdf(await readAll(renderDeliveryTicketPdf(kestrel, TEST_CONTEXT)))).text.join(
      '\n',
    );
    expect(pdf).toMatch(/Shipped\s+Class/);
    expect(pdf).toMatch(/KD-04\b[^\n]*Reject/);
    // Osprey's KD-01 (wall 60 %, OD 6.4, tong space 3.5 / 4.0: Reject) on its own K-DT1.
    expect((await ticket(OSPREY)).serials.map((serial) => [serial.Serial_Number, serial.Class])).toEqual([
      ['KD-01', 'Reject'],
    ]);
  });

  it('should give the pipe lists behind ExcelTally.csv each joint’s class, in its own customer only', async () => {
    const kestrel = await scopedAs(KESTREL);
    expect(
      (await ticketJoints(kestrel, 'K-DT1', JOINT_CLASS_SETTINGS)).map((row) => [
        row.Serial_Number,
        row.Class,
      ]),
    ).toEqual([
      ['KD-01', 'Premium'],
      ['KD-02', 'Class 2'],
      ['KD-03', 'Class 2'],
      ['KD-04', 'Reject'],
    ]);
    expect(
      (await itemJointsAt(kestrel, '550DP.21', 'Rig_Ready', JOINT_CLASS_SETTINGS)).map((row) => [
        row.Serial_Number,
        row.Class,
      ]),
    ).toEqual([
      ['KD-05', 'Premium'],
      ['KD-06', 'Class 2'],
      ['KD-07', 'Class 2'],
      ['KD-08', 'Reject'],
      ['KD-09', 'Premium'],
      ['KD-10', 'Reject'],
      ['KD-11', 'Reject'],
      ['KD-15', 'Not classed'],
      ['KD-16', 'Premium'],
      ['KD-17', 'Class 2'],
      ['KD-18', 'Premium'],
    ]);
    const osprey = createScopedDb(database().handle, actorFor(OSPREY));
    expect(
      (await ticketJoints(osprey, 'K-DT1', JOINT_CLASS_SETTINGS)).map((row) => [
        row.Serial_Number,
        row.Class,
      ]),
    ).toEqual([['KD-01', 'Reject']]);
  });
});
