// The class limits an admin edits on /settings/class-limits: every change audited with its values before and
// after, a repeated submit changing nothing, a change to a row someone else changed meanwhile refused (409),
// and the next import of class_limits.json writing back the rows it carries (ADR 053).
import { DEFAULT_CLASS_MARKING } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import type { AdminChangeContext } from '../../app/server/admin/change-context.server.js';
import {
  addClassLimit,
  deleteClassLimit,
  editClassLimit,
  listClassLimits,
} from '../../app/server/admin/class-limits.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import {
  readClassMarking,
  saveClassMarking,
} from '../../app/server/joint-class/class-marking-setting.server.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const AT = new Date('2026-11-29T10:00:00.000Z');

// tests/fixtures/joint-class/class_limits.json's row for NC50 5 of any weight and grade, as stored.
const NC50_ANY = {
  Connection: 'NC50',
  Tube_OD: '5',
  Weight: '',
  Grade: '',
  TJ_OD_Premium_Min: 6.25,
  TJ_OD_Class2_Min: 6,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};
const NC38 = {
  Connection: 'NC38',
  Tube_OD: '3 1/2',
  Weight: '13.3',
  Grade: '',
  TJ_OD_Premium_Min: 4.656,
  TJ_OD_Class2_Min: 4.531,
  TS_Pin_Min: 3.5,
  TS_Box_Min: 4,
};

describe.each(DIALECTS)('the class limits an admin edits, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function imported(): Promise<AdminChangeContext> {
    const { handle, store } = database();
    const report = await importFolder(handle, store, FIXTURES.jointClass);
    expect(report.ok).toBe(true);
    return { handle, adminUserId: 'admin-1', now: AT };
  }

  const auditRows = async () =>
    (
      await database()
        .handle.db.selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'at', 'details'])
        .where('action', 'like', 'admin.class-%')
        .orderBy('at')
        .execute()
    ).map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') }));

  const storedNc50 = async () =>
    (await listClassLimits(database().handle)).filter((row) => row.Connection === 'NC50');

  it('should edit a row while it is as shown, auditing who, when and the limits before and after', async () => {
    const change = await imported();
    const after = { ...NC50_ANY, TJ_OD_Premium_Min: 6.3, TJ_OD_Class2_Min: 6.1 };
    expect(await editClassLimit(change, NC50_ANY, after)).toBe('changed');
    expect((await storedNc50())[0]).toEqual(after);
    expect(await auditRows()).toEqual([
      {
        action: 'admin.class-limits.edit',
        actor_user_id: 'admin-1',
        at: '2026-11-29T10:00:00.000Z',
        details: {
          limits: 'NC50 5, any weight, any grade',
          key: { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '' },
          before: { TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
          after: { TJ_OD_Premium_Min: 6.3, TJ_OD_Class2_Min: 6.1, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
        },
      },
    ]);
    // The same submit again (a double click, a resent form): nothing more is written or audited.
    expect(await editClassLimit(change, NC50_ANY, after)).toBe('unchanged');
    expect(await auditRows()).toHaveLength(1);
  });

  it('should refuse with 409 an edit or delete of a row changed since it was shown, keeping the change made', async () => {
    const change = await imported();
    await editClassLimit(change, NC50_ANY, { ...NC50_ANY, TJ_OD_Premium_Min: 6.3 });
    // A second admin still sees 6.25 and sets 6.2: their edit must not overwrite 6.3 unseen.
    const stale = editClassLimit(change, NC50_ANY, { ...NC50_ANY, TJ_OD_Premium_Min: 6.2 });
    await expect(stale).rejects.toMatchObject({
      status: 409,
      message:
        'The limits row for NC50 5, any weight, any grade was changed by someone else since you opened it: reload the page to see its limits now, then make your change again',
    });
    await expect(deleteClassLimit(change, NC50_ANY)).rejects.toMatchObject({ status: 409 });
    expect((await storedNc50())[0]?.TJ_OD_Premium_Min).toBe(6.3);
    expect((await auditRows()).map((row) => row.action)).toEqual(['admin.class-limits.edit']);
  });

  it('should add a row once however often it is submitted, and refuse another for the same joints', async () => {
    const change = await imported();
    const submits = await Promise.all([addClassLimit(change, NC38), addClassLimit(change, NC38)]);
    expect(submits.sort()).toEqual(['added', 'unchanged']);
    expect(await addClassLimit(change, NC38)).toBe('unchanged');
    const nc38 = (await listClassLimits(change.handle)).filter((row) => row.Connection === 'NC38');
    expect(nc38).toEqual([NC38]);
    expect(await auditRows()).toEqual([
      {
        action: 'admin.class-limits.add',
        actor_user_id: 'admin-1',
        at: '2026-11-29T10:00:00.000Z',
        details: {
          limits: 'NC38 3 1/2, weight 13.3, any grade',
          key: { Connection: 'NC38', Tube_OD: '3 1/2', Weight: '13.3', Grade: '' },
          before: null,
          after: { TJ_OD_Premium_Min: 4.656, TJ_OD_Class2_Min: 4.531, TS_Pin_Min: 3.5, TS_Box_Min: 4 },
        },
      },
    ]);
    // "nc 50" and "5.0" name the joints NC50 5 does, as the class rules compare them.
    const same = addClassLimit(change, { ...NC50_ANY, Connection: 'nc 50', Tube_OD: '5.0', TS_Pin_Min: 3 });
    await expect(same).rejects.toMatchObject({
      status: 409,
      message:
        'A limits row for NC50 5, any weight, any grade exists already, with other limits: edit that row instead',
    });
    expect(await storedNc50()).toHaveLength(3);
  });

  it('should delete a row once, auditing its limits before', async () => {
    const change = await imported();
    expect(await deleteClassLimit(change, NC50_ANY)).toBe('deleted');
    expect(await deleteClassLimit(change, NC50_ANY)).toBe('unchanged');
    expect((await storedNc50()).map((row) => [row.Weight, row.Grade])).toEqual([
      ['', 'G-105'],
      ['19.5', ''],
    ]);
    expect((await auditRows()).map((row) => [row.action, row.details.before, row.details.after])).toEqual([
      [
        'admin.class-limits.delete',
        { TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
        null,
      ],
    ]);
  });

  it('should let the next import write back the rows it carries, and keep a row only the screen added', async () => {
    const change = await imported();
    await editClassLimit(change, NC50_ANY, { ...NC50_ANY, TJ_OD_Premium_Min: 6.3 });
    await addClassLimit(change, NC38);
    const { handle, store } = database();
    const again = await importFolder(handle, store, FIXTURES.jointClass);
    expect(again.ok).toBe(true);
    // class_limits.json carries NC50 5 at 6.25: the import is the system of record for its rows.
    expect((await storedNc50())[0]?.TJ_OD_Premium_Min).toBe(6.25);
    // It carries no NC38 row and has no manifest snapshot: the screen's row stays.
    expect((await listClassLimits(handle)).filter((row) => row.Connection === 'NC38')).toEqual([NC38]);
  });

  it('should keep the common marking until an admin sets another, audited and safe to repeat', async () => {
    const change = await imported();
    expect(await readClassMarking(change.handle)).toEqual(DEFAULT_CLASS_MARKING);
    const blue = { ...DEFAULT_CLASS_MARKING, 'Class 2': [{ colour: '#1565c0', name: 'blue' }], Reject: [] };
    expect(await saveClassMarking(change, DEFAULT_CLASS_MARKING, blue)).toBe('changed');
    expect(await saveClassMarking(change, DEFAULT_CLASS_MARKING, blue)).toBe('unchanged');
    expect(await readClassMarking(change.handle)).toEqual({
      Premium: [
        { colour: '#ffffff', name: 'white' },
        { colour: '#ffffff', name: 'white' },
      ],
      'Class 2': [{ colour: '#1565c0', name: 'blue' }],
      Reject: [],
    });
    // Another admin who still sees the common marking and makes Reject black is refused.
    const black = { ...DEFAULT_CLASS_MARKING, Reject: [{ colour: '#000000', name: 'black' }] };
    await expect(saveClassMarking(change, DEFAULT_CLASS_MARKING, black)).rejects.toMatchObject({
      status: 409,
    });
    expect(await auditRows()).toEqual([
      {
        action: 'admin.class-marking.edit',
        actor_user_id: 'admin-1',
        at: '2026-11-29T10:00:00.000Z',
        details: {
          before: {
            Premium: 'two white bands (#ffffff #ffffff)',
            'Class 2': 'one yellow band (#ffd600)',
            Reject: 'one red band (#d32f2f)',
          },
          after: {
            Premium: 'two white bands (#ffffff #ffffff)',
            'Class 2': 'one blue band (#1565c0)',
            Reject: 'no bands',
          },
        },
      },
    ]);
  });
});
