import { describe, expect, it } from 'vitest';
import { labelSerial } from './label-serial.js';

const ORIGIN = 'https://portal.example.com';

describe('labelSerial', () => {
  it('should read the serial and kind of a joint label and a tool label', () => {
    expect(labelSerial('https://portal.example.com/joints/NW-0001', ORIGIN)).toEqual({
      serial: 'NW-0001',
      kind: 'joint',
    });
    expect(labelSerial('https://portal.example.com/tools/JAR-77', ORIGIN)).toEqual({
      serial: 'JAR-77',
      kind: 'tool',
    });
  });

  it('should decode a serial the label link encoded', () => {
    expect(labelSerial('https://portal.example.com/joints/NW%200001%2FA', ORIGIN)).toEqual({
      serial: 'NW 0001/A',
      kind: 'joint',
    });
  });

  it('should read the serial of a public serial history link, by slug or by /keystone', () => {
    expect(labelSerial('https://portal.example.com/nordkapp?serialnr=NK-12', ORIGIN)).toEqual({
      serial: 'NK-12',
    });
    expect(
      labelSerial(
        'https://portal.example.com/keystone?customer=Northwind%20Drilling&serialnr=NW%200001',
        ORIGIN,
      ),
    ).toEqual({ serial: 'NW 0001' });
  });

  it('should take a bare serial, trimmed', () => {
    expect(labelSerial('  663LS.09-114 \n', ORIGIN)).toEqual({ serial: '663LS.09-114' });
    expect(labelSerial('NW 0001/A', ORIGIN)).toEqual({ serial: 'NW 0001/A' });
  });

  it('should take a serial of 64 characters and refuse one of 65', () => {
    expect(labelSerial('A'.repeat(64), ORIGIN)).toEqual({
      serial: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(labelSerial('A'.repeat(65), ORIGIN)).toBeNull();
    expect(labelSerial(`https://portal.example.com/joints/${'A'.repeat(65)}`, ORIGIN)).toBeNull();
  });

  it('should refuse empty text and text with control characters', () => {
    expect(labelSerial('', ORIGIN)).toBeNull();
    expect(labelSerial('   ', ORIGIN)).toBeNull();
    expect(labelSerial('NW\u00000001', ORIGIN)).toBeNull();
  });

  it("should refuse another site's link, even with a label's path", () => {
    expect(labelSerial('https://elsewhere.example/joints/NW-0001', ORIGIN)).toBeNull();
    expect(labelSerial('http://portal.example.com/joints/NW-0001', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com.evil.example/joints/NW-0001', ORIGIN)).toBeNull();
  });

  it('should refuse a link to another page of the portal, or one without its serial', () => {
    expect(labelSerial('https://portal.example.com/joints/', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com/joints/NW-0001/edit', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com/inventory', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com/keystone?customer=Northwind', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com/?serialnr=NW-0001', ORIGIN)).toBeNull();
    expect(labelSerial('https://portal.example.com/joints/%E0%A4%A', ORIGIN)).toBeNull();
  });
});
