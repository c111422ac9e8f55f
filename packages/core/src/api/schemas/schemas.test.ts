import { describe, expect, it } from 'vitest';
import { inventoryRow } from '../test-support/fixtures.js';
import { userSchema } from './admin.js';
import { bhaSlotSchema } from './bha-inventory.js';
import { bhaReportTypeSchema } from './bha-reports.js';
import { inventoryRowSchema } from './inventory.js';
import { tubularOrderRowSchema } from './orders.js';
import { tcpRowSchema } from './reports.js';
import { userNameAnswerSchema } from './session.js';

describe('inventoryRowSchema', () => {
  it('should accept a row with zero counts and keep fields it does not know', () => {
    const row = { ...inventoryRow({ Rig_Ready: 0, Total_Item: 0 }), Coating: 'TK-34' };
    expect(inventoryRowSchema.parse(row)).toMatchObject({ Rig_Ready: 0, Coating: 'TK-34' });
  });

  it.each([
    ['a negative count', { Rig_Ready: -1 }],
    ['a fractional count', { Scrap: 1.5 }],
    ['a count sent as text', { Shipped: '3' }],
    ['an empty item number', { Item_No: '' }],
  ])('should refuse %s', (_case, change) => {
    expect(inventoryRowSchema.safeParse({ ...inventoryRow(), ...change }).success).toBe(false);
  });

  it('should accept measures as text or number and missing descriptive fields', () => {
    const { Tube_OD: _od, Connection: _connection, ...rest } = inventoryRow();
    expect(inventoryRowSchema.safeParse({ ...rest, Weight: '21.9', KSI: 135 }).success).toBe(true);
  });
});

describe('tubularOrderRowSchema', () => {
  it('should keep the legacy spellings of the field names', () => {
    const row = tubularOrderRowSchema.parse({
      Order_No: 40211,
      QTY_Recived: 60,
      Hardbaning_Completed_Date: '2026-03-01',
      Machinig_Completed_Date: '2026-03-02',
      Completed: 'Yes',
    });
    expect(row.QTY_Recived).toBe(60);
    expect(row.Machinig_Completed_Date).toBe('2026-03-02');
  });

  it('should turn an epoch-seconds Return_Date into an ISO timestamp where it enters', () => {
    const row = tubularOrderRowSchema.parse({ Order_No: 40211, Return_Date: 1709251200 });
    expect(row.Return_Date).toBe('2024-03-01T00:00:00.000Z');
    expect(tubularOrderRowSchema.parse({ Order_No: 1, Return_Date: '2024-03-01' }).Return_Date).toBe(
      '2024-03-01',
    );
  });

  it('should refuse a date that is not a finite number of seconds', () => {
    expect(tubularOrderRowSchema.safeParse({ Order_No: 1, Return_Date: Number.NaN }).success).toBe(false);
  });

  it('should refuse a Completed flag other than Yes or No', () => {
    expect(tubularOrderRowSchema.safeParse({ Order_No: 1, Completed: 'yes' }).success).toBe(false);
  });
});

describe('bhaSlotSchema', () => {
  it.each(['1A', '9H', '10C', '49B', '54H'])('should accept %s', (slot) => {
    expect(bhaSlotSchema.safeParse(slot).success).toBe(true);
  });

  it.each(['0A', '55A', '12I', 'A12', '12', '012C', '12c'])('should refuse %s', (slot) => {
    expect(bhaSlotSchema.safeParse(slot).success).toBe(false);
  });
});

describe('bhaReportTypeSchema', () => {
  it('should know the seven report types with their legacy spellings', () => {
    expect(bhaReportTypeSchema.options).toEqual([
      'Multi',
      'Elevator',
      'Dimentional',
      'Miscellaneouse',
      'Dimentional_OLD',
      'Miscellaneouse_OLD',
      'Elevator_OLD',
    ]);
  });
});

describe('tcpRowSchema', () => {
  it('should accept a times-used chip without a colour and refuse a negative count', () => {
    expect(
      tcpRowSchema.safeParse({ serial_number: 'TCP-1', times_used: { count: 0, color: null } }).success,
    ).toBe(true);
    expect(tcpRowSchema.safeParse({ serial_number: 'TCP-1', times_used: { count: -1 } }).success).toBe(false);
  });
});

describe('userNameAnswerSchema', () => {
  it('should read the customer features and user flags when the server sends them', () => {
    const answer = userNameAnswerSchema.parse({
      username: 'Acme Drilling',
      assetlist: ['Fleet Inventory', 'Rig 7'],
      excludedAssets: [],
      routeslist: ['dp', 'NCR'],
      isAdmin: false,
      features: { dashboard: true, stringNumberLabel: 'Asset Number' },
      flags: { hidePreInvoice: true },
    });
    expect(answer.features?.stringNumberLabel).toBe('Asset Number');
    expect(answer.flags?.hidePreInvoice).toBe(true);
  });

  it('should refuse an answer without the admin flag', () => {
    const result = userNameAnswerSchema.safeParse({
      username: 'x',
      assetlist: [],
      excludedAssets: [],
      routeslist: [],
    });
    expect(result.success).toBe(false);
  });
});

describe('userSchema', () => {
  it('should turn the epoch-seconds last_login timestamp into an ISO timestamp', () => {
    const user = userSchema.parse({
      name: 'Kari',
      email: 'kari@acme.test',
      userid: 'u1',
      recordid: 17,
      last_login: { timestamp: 1767225600, date: '2026-01-01' },
    });
    expect(user.last_login).toEqual({ timestamp: '2026-01-01T00:00:00.000Z', date: '2026-01-01' });
  });
});
