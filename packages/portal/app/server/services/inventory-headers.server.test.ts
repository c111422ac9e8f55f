import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVENTORY_HEADERS,
  InventoryHeaderError,
  storedInventoryHeaders,
  validInventoryHeaders,
} from './inventory-headers.server.js';

describe('validInventoryHeaders with column widths', () => {
  it('keeps a width the user set, with the server label', () => {
    expect(validInventoryHeaders([{ value: 'Item_No', width: 120 }, { value: 'Site' }])).toEqual([
      { value: 'Item_No', text: 'Item No', width: 120 },
      { value: 'Site', text: 'Site' },
    ]);
  });

  it('refuses a width that is not a whole number of pixels from 40 to 800, naming the column', () => {
    expect(() => validInventoryHeaders([{ value: 'Site', width: 12 }])).toThrow(
      new InventoryHeaderError('header[0] (Site) width must be a whole number of pixels from 40 to 800: 12'),
    );
    expect(() => validInventoryHeaders([{ value: 'Site', width: '90' }])).toThrow(InventoryHeaderError);
  });
});

describe('storedInventoryHeaders', () => {
  it('reads the plain column list stored before widths were saved', () => {
    expect(storedInventoryHeaders('["Total_Item","Item_No"]')).toEqual([
      { value: 'Total_Item', text: 'Total Items' },
      { value: 'Item_No', text: 'Item No' },
    ]);
  });

  it('reads a column stored with its width', () => {
    expect(storedInventoryHeaders('[{"value":"Item_No","width":150},"Site"]')).toEqual([
      { value: 'Item_No', text: 'Item No', width: 150 },
      { value: 'Site', text: 'Site' },
    ]);
  });
});

describe('DEFAULT_INVENTORY_HEADERS', () => {
  it('lists the columns that fit the table at 1280 px, in table order, with the spec labels', () => {
    expect(DEFAULT_INVENTORY_HEADERS).toEqual([
      { value: 'Item_No', text: 'Item No' },
      { value: 'Asset', text: 'Asset' },
      { value: 'Site', text: 'Site' },
      { value: 'Rig_Ready', text: 'Rig Ready' },
      { value: 'Inspection', text: 'Inspection' },
      { value: 'Shipped', text: 'Shipped' },
      { value: 'Total_Yard', text: 'Total Onshore' },
      { value: 'Total_Item', text: 'Total Items' },
      { value: 'action', text: 'Certificate' },
    ]);
  });

  it('leaves every other column a user may still choose', () => {
    expect(
      validInventoryHeaders([
        { value: 'Hardbanding' },
        { value: 'Total_Yard_with_Rejects' },
        { value: 'Description' },
        { value: 'Overview_Date' },
      ]),
    ).toEqual([
      { value: 'Hardbanding', text: 'Hardbanding' },
      { value: 'Total_Yard_with_Rejects', text: 'Total Yard incl. Rejects' },
      { value: 'Description', text: 'Description' },
      { value: 'Overview_Date', text: 'Overview Date' },
    ]);
  });
});
