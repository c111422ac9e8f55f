import { describe, expect, it } from 'vitest';
import { deliveryTicketDocument } from '../../app/server/documents/content/document-delivery-ticket.server.js';
import { orderTallyDocument } from '../../app/server/documents/content/document-order-tally.server.js';
import {
  serialsAtLocationDocument,
  shippedSerialsDocument,
} from '../../app/server/documents/content/document-serial-exports.server.js';
import {
  renderDeliveryTicketExcel,
  renderOrderTallyExcel,
  renderSerialsExcel,
} from '../../app/server/documents/render/xlsx/excel-exports.server.js';
import { renderXlsxSheet } from '../../app/server/documents/render/xlsx/xlsx-sheet.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { UnknownLocationError } from '../../app/server/services/unknown-location-error.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { useTestDatabase } from '../helpers/test-database.js';
import {
  importDocumentFixtures,
  JOINT_CLASS_SETTINGS,
  present,
  readAll,
  readXlsx,
  TEST_CONTEXT,
} from './support/document-fixtures.js';

// The header rows as the screens label these fields (the inventory's pipe lists, the returned-pipe
// lists, the shipping list and the inspection history), typed in by hand.
const JOINT_KEY = ['Order No', 'Item No', 'Serial Number', 'Inspection Date'];
const MEASURES = ['Tong space pin (in)', 'Tong space box (in)', 'Box OD (in)'];

describe("Excel exports of Northwind's rows", () => {
  const database = useTestDatabase('sqlite');

  async function northwind() {
    await importDocumentFixtures(database());
    return createScopedDb(database().handle, actorFor(NORTHWIND));
  }

  it('should export the serials of an item at a location (/createExcel) with typed cells', async () => {
    const exported = present(
      await serialsAtLocationDocument(await northwind(), '550DP.12', 'Rig_Ready', JOINT_CLASS_SETTINGS),
    );
    const { header, rows, sheet, workbook } = await readXlsx(
      await readAll(renderSerialsExcel(exported, TEST_CONTEXT)),
    );
    expect(header).toEqual([
      'Serial Number',
      'Item No',
      'Location',
      'Class',
      'Asset',
      'Site',
      'String Number',
      'Rack',
      'Position',
      'Length',
      'TC/TBA',
      'Inspected',
      'Completion Date',
      'Order No',
      'DT No',
      'Shipped',
    ]);
    // Northwind's Rig Ready 550DP.12 joints in serials.ndjson, on any asset.
    const serial = header.indexOf('Serial Number');
    expect(rows.map((row) => row[serial])).toEqual(['NW-0001', 'NW-0014', 'NW-0015', 'NW-0016']);
    const first = rows[0] as unknown[];
    expect(first[header.indexOf('Location')]).toBe('Rig Ready');
    expect(typeof first[header.indexOf('Length')]).toBe('number');
    expect(first[header.indexOf('Inspected')]).toBeInstanceOf(Date);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(workbook.creator).toBe('rigready inspection services');
    expect(workbook.subject).toBe(NORTHWIND);
    const about = workbook.getWorksheet('About');
    expect(about?.getRow(3).getCell(2).value).toBe(NORTHWIND);
    expect(about?.getRow(4).getCell(2).value).toEqual(new Date('2025-07-08T00:00:00Z'));
  });

  it('should export the shipped serials of an item (/createExcelShippedSerials)', async () => {
    const exported = present(
      await shippedSerialsDocument(await northwind(), '550DP.12', JOINT_CLASS_SETTINGS),
    );
    const { header, rows } = await readXlsx(await readAll(renderSerialsExcel(exported, TEST_CONTEXT)));
    // Northwind's shipped 550DP.12 joints: NW-0013 and NW-0018, and NW-S901 and NW-S902 of the overlay.
    expect(rows.map((row) => row[header.indexOf('Serial Number')]).sort()).toEqual([
      'NW-0013',
      'NW-0018',
      'NW-S901',
      'NW-S902',
    ]);
    expect(rows.map((row) => row[header.indexOf('DT No')])).toContain('NW-DT1');
    expect(new Set(rows.map((row) => row[header.indexOf('Location')]))).toEqual(new Set(['Shipped']));
  });

  it('should refuse a location that is not an inventory column, naming the allowed ones', async () => {
    const scoped = await northwind();
    await expect(
      serialsAtLocationDocument(scoped, '550DP.12', 'Rig Ready', JOINT_CLASS_SETTINGS),
    ).rejects.toThrow(UnknownLocationError);
    await expect(
      serialsAtLocationDocument(scoped, '550DP.12', 'constructor', JOINT_CLASS_SETTINGS),
    ).rejects.toThrow(/location must be one of Rig_Ready/);
  });

  it.each([
    [
      'tally',
      [
        ...JOINT_KEY,
        'IPC',
        'Wall (%)',
        ...MEASURES,
        'Tube',
        'Tool joint',
        'Machining pin',
        'Machining box',
        'Hardbanding box',
        'Pipe status',
        'Class',
      ],
    ],
    [
      'machining',
      [...JOINT_KEY, 'Machining pin', 'Machining box', 'Tong space pin (in)', 'Tong space box (in)'],
    ],
    ['hardbanding', [...JOINT_KEY, 'Hardbanding box', 'Box OD (in)']],
  ] as const)('should export the %s of a drill pipe order, one row per joint', async (sheet, expected) => {
    const report = present(await orderTallyDocument(await northwind(), 'dp', '40211', JOINT_CLASS_SETTINGS));
    const { header, rows } = await readXlsx(
      await readAll(renderOrderTallyExcel(report, sheet, TEST_CONTEXT)),
    );
    expect(header).toEqual(expected);
    expect(rows.map((row) => row[header.indexOf('Serial Number')])).toEqual(['NW-0001', 'NW-0002']);
    expect(rows[0]?.[header.indexOf('Inspection Date')]).toEqual(new Date('2025-06-19T00:00:00Z'));
  });

  it('should export the heavy weight machining of order 40212 (/getMachExcelHW) with numbers as numbers', async () => {
    const report = present(await orderTallyDocument(await northwind(), 'hw', '40212', JOINT_CLASS_SETTINGS));
    const { header, rows } = await readXlsx(
      await readAll(renderOrderTallyExcel(report, 'machining', TEST_CONTEXT)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[header.indexOf('Tong space pin (in)')]).toBe(10.2);
  });

  it('should export the delivery ticket one row per shipped joint (/getDTExcel)', async () => {
    const ticket = present(await deliveryTicketDocument(await northwind(), 'NW-DT1', JOINT_CLASS_SETTINGS));
    const { header, rows } = await readXlsx(await readAll(renderDeliveryTicketExcel(ticket, TEST_CONTEXT)));
    expect(header).toEqual([
      'DT No',
      'Date',
      'Sent To',
      'Rig',
      'Item No',
      'Quantity',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Ref',
      'Serial Number',
      'Length',
      'Shipped',
      'Class',
    ]);
    expect(rows.map((row) => [row[header.indexOf('Item No')], row[header.indexOf('Serial Number')]])).toEqual(
      [
        ['500HW.3', 'NW-S903'],
        ['550DP.12', 'NW-S901'],
        ['550DP.12', 'NW-S902'],
      ],
    );
    expect(rows[0]?.[header.indexOf('Quantity')]).toBe(1);
  });
});

describe('the streamed sheet writer', () => {
  it('should write 10,000 rows and an auto filter over all of them', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      serial: `S-${index}`,
      length: index / 10,
      day: '2025-01-31',
    }));
    const bytes = await readAll(
      renderXlsxSheet(
        {
          sheetName: 'Big: sheet/with [bad] chars and a very long name',
          title: 'Big',
          customer: NORTHWIND,
          columns: [
            { header: 'Serial_Number', type: 'text', value: (row) => row.serial },
            { header: 'KWP_Length', type: 'number', value: (row) => row.length },
            { header: 'Date_Inspected', type: 'date', value: (row) => row.day },
          ],
          rows,
        },
        TEST_CONTEXT,
      ),
    );
    const { header, rows: read, sheet } = await readXlsx(bytes);
    expect(header).toEqual(['Serial_Number', 'KWP_Length', 'Date_Inspected']);
    expect(read).toHaveLength(10_000);
    expect(read[9_999]).toEqual(['S-9999', 999.9, new Date('2025-01-31T00:00:00Z')]);
    expect(sheet.name).toBe('Big- sheet-with -bad- chars and');
    expect(sheet.autoFilter).toBe('A1:C10001');
  });

  it('should keep a value that is not a number or not a date as text rather than lose it', async () => {
    const bytes = await readAll(
      renderXlsxSheet(
        {
          sheetName: 'S',
          title: 'T',
          customer: NORTHWIND,
          columns: [
            { header: 'n', type: 'number', value: (row: { n: string; d: string | null }) => row.n },
            { header: 'd', type: 'date', value: (row: { n: string; d: string | null }) => row.d },
          ],
          rows: [
            { n: 'n/a', d: 'soon' },
            { n: '0', d: null },
          ],
        },
        TEST_CONTEXT,
      ),
    );
    const { rows } = await readXlsx(bytes);
    expect(rows[0]).toEqual(['n/a', 'soon']);
    expect(rows[1]?.[0]).toBe(0);
  });
});
