import { describe, expect, it } from 'vitest';
import type { ClassLimitsRow } from './class-limits.js';
import { matchClassLimits } from './match-class-limits.js';

const limits = { TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 };
const row = (
  id: string,
  Connection: string,
  Tube_OD: string | number,
  Weight: string | number | null,
  Grade: string | null,
) => ({ id, Connection, Tube_OD, Weight, Grade, ...limits }) as ClassLimitsRow & { id: string };

const ANY = row('any', 'NC50', '5', null, null);
const WEIGHT = row('weight', 'NC50', '5', '19.5', null);
const GRADE = row('grade', 'NC50', '5', null, 'G-105');
const BOTH = row('both', 'NC50', '5', '19.5', 'G-105');
const ITEM = { Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: 'G-105' };

describe('matchClassLimits', () => {
  it('takes the most specific row that applies: both named, then one, then none', () => {
    expect(matchClassLimits(ITEM, [ANY, WEIGHT, GRADE, BOTH])?.id).toBe('both');
    expect(matchClassLimits(ITEM, [BOTH, GRADE, WEIGHT, ANY])?.id).toBe('both');
    expect(matchClassLimits(ITEM, [ANY, GRADE])?.id).toBe('grade');
    expect(matchClassLimits(ITEM, [ANY])?.id).toBe('any');
  });

  it('decides a tie between a Weight row and a Grade row for the Weight row, in either order', () => {
    expect(matchClassLimits(ITEM, [GRADE, WEIGHT])?.id).toBe('weight');
    expect(matchClassLimits(ITEM, [WEIGHT, GRADE])?.id).toBe('weight');
  });

  it('skips rows whose named Weight or Grade is not the item’s', () => {
    const other = { ...ITEM, Weight: '25.6', Grade: 'S-135' };
    expect(matchClassLimits(other, [WEIGHT, GRADE, BOTH, ANY])?.id).toBe('any');
    expect(matchClassLimits({ ...ITEM, Weight: null }, [WEIGHT, ANY])?.id).toBe('any');
  });

  it('answers null when no row has the item’s connection and size: no limits, never a neighbour’s', () => {
    expect(matchClassLimits({ ...ITEM, Connection: 'XT39' }, [ANY, BOTH])).toBeNull();
    expect(matchClassLimits({ ...ITEM, Tube_OD: '5 1/2' }, [ANY, BOTH])).toBeNull();
    expect(matchClassLimits({ ...ITEM, Connection: null }, [ANY])).toBeNull();
    expect(matchClassLimits(ITEM, [])).toBeNull();
  });

  it('compares sizes and weights as numbers, fractions included', () => {
    const rows = [row('fraction', '5 1/2 FH', '5 1/2', '21.9', 'S-135')];
    for (const item of [
      { Connection: '5 1/2 FH', Tube_OD: '5.5', Weight: 21.9, Grade: 'S-135' },
      { Connection: '5 1/2 FH', Tube_OD: '5-1/2"', Weight: '21.90', Grade: 'S-135' },
      { Connection: '5 1/2 FH', Tube_OD: 5.5, Weight: '21.9', Grade: 'S-135' },
      { Connection: '5 1/2 FH', Tube_OD: '5 1/2 in', Weight: '21.9', Grade: 'S-135' },
    ]) {
      expect(matchClassLimits(item, rows)?.id).toBe('fraction');
    }
    expect(
      matchClassLimits({ Connection: '5 1/2 FH', Tube_OD: '5 1/4', Weight: '21.9', Grade: 'S-135' }, rows),
    ).toBeNull();
  });

  it('compares other text ignoring case, spaces and punctuation', () => {
    const rows = [row('text', 'nc 50', '5', null, 'S135')];
    expect(matchClassLimits({ Connection: 'NC50', Tube_OD: '5', Grade: 's-135' }, rows)?.id).toBe('text');
    expect(matchClassLimits({ Connection: 'NC46', Tube_OD: '5', Grade: 'S-135' }, rows)).toBeNull();
  });

  it('treats a blank Weight or Grade in a row as any, and a row without connection or size as none', () => {
    expect(matchClassLimits(ITEM, [row('blank', 'NC50', '5', '', ' ')])?.id).toBe('blank');
    expect(matchClassLimits(ITEM, [row('no-size', 'NC50', '', null, null)])).toBeNull();
    expect(matchClassLimits(ITEM, [row('no-connection', ' ', '5', null, null)])).toBeNull();
  });

  it('takes the first of two rows that are the same after comparison', () => {
    const first = row('first', 'NC50', '5', '19.5', null);
    const second = row('second', 'NC50', 5, 19.5, null);
    expect(matchClassLimits(ITEM, [first, second])?.id).toBe('first');
  });
});
