import { describe, expect, it } from 'vitest';
import { multiRowInsert } from './multi-row-insert.server.js';

const rows = [
  { Customer: 'Northwind Drilling', Item_No: '550DP.12', Description: 'DP 5 1/2"' },
  { Customer: 'Northwind Drilling', Item_No: '550HW.01' },
];
const upsert = { key: ['Customer', 'Item_No'], update: ['Description'] };

describe('multiRowInsert', () => {
  it('should bind every row on SQLite, a missing value as null, replacing the non-key columns on conflict', () => {
    const query = multiRowInsert('sqlite', 'items', ['Customer', 'Item_No', 'Description'], rows, upsert);
    expect(query.sql).toBe(
      'insert into "items" ("Customer", "Item_No", "Description") values (?, ?, ?), (?, ?, ?) ' +
        'on conflict ("Customer", "Item_No") do update set "Description" = excluded."Description"',
    );
    expect(query.parameters).toEqual([
      'Northwind Drilling',
      '550DP.12',
      'DP 5 1/2"',
      'Northwind Drilling',
      '550HW.01',
      null,
    ]);
  });

  it('should send the rows as one JSON parameter on PostgreSQL, and skip stored keys when nothing is updated', () => {
    const query = multiRowInsert('postgres', 'items', ['Customer', 'Item_No'], rows, {
      key: ['Customer', 'Item_No'],
      update: [],
    });
    expect(query.sql).toBe(
      'insert into "items" ("Customer", "Item_No") select "Customer", "Item_No" from ' +
        'json_populate_recordset(null::"items", $1::json) on conflict ("Customer", "Item_No") do nothing',
    );
    expect(query.parameters).toEqual([
      '[{"Customer":"Northwind Drilling","Item_No":"550DP.12","Description":"DP 5 1/2\\""},' +
        '{"Customer":"Northwind Drilling","Item_No":"550HW.01"}]',
    ]);
  });
});
