import { describe, expect, it } from 'vitest';
import {
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
