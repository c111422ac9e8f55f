import { describe, expect, it } from 'vitest';
import { readClassLimitForm, readPreviousRow } from './class-limits-form.server.js';

const posted = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

const NC50 = {
  Connection: ' NC50 ',
  Tube_OD: '5',
  Weight: '',
  Grade: 'G-105',
  TJ_OD_Premium_Min: '6,125',
  TJ_OD_Class2_Min: '6',
  TS_Pin_Min: '4.25',
  TS_Box_Min: '4.75',
};

describe('readClassLimitForm', () => {
  it('should read a row, trimming its names and taking a decimal comma', () => {
    expect(readClassLimitForm(posted(NC50))).toEqual({
      Connection: 'NC50',
      Tube_OD: '5',
      Weight: '',
      Grade: 'G-105',
      TJ_OD_Premium_Min: 6.125,
      TJ_OD_Class2_Min: 6,
      TS_Pin_Min: 4.25,
      TS_Box_Min: 4.75,
    });
  });

  it('should name every wrong field in words', () => {
    const read = () =>
      readClassLimitForm(
        posted({ ...NC50, Connection: '', TJ_OD_Premium_Min: 'six', TS_Pin_Min: '0', TS_Box_Min: '' }),
      );
    expect(read).toThrow(
      expect.objectContaining({
        status: 400,
        fields: {
          Connection: 'Connection: enter the connection, e.g. NC50',
          TJ_OD_Premium_Min: 'Premium min box OD: "six" is not a number of inches',
          TS_Pin_Min: 'Min tong space pin: must be above 0 inches (got 0)',
          TS_Box_Min: 'Min tong space box: enter a number of inches',
        },
      }),
    );
  });

  it('should refuse a Class 2 minimum box OD above the Premium one', () => {
    expect(() => readClassLimitForm(posted({ ...NC50, TJ_OD_Class2_Min: '6.5' }))).toThrow(
      'Class 2 min box OD (6.5) is above Premium min box OD (6.125): a box OD could not be Class 2 without being Premium',
    );
  });

  it('should refuse a previous row that is not a stored limits row', () => {
    expect(() => readPreviousRow('{"Connection":"NC50"}')).toThrow(
      'Invalid previous: the limits row as the screen showed it, as JSON',
    );
  });
});
