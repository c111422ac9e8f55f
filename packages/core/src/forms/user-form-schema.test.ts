import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROUTE_NAMES, ASSIGNABLE_ROUTES } from './assignable-routes.js';
import { type UserFormInput, userFormSchema } from './user-form-schema.js';

const valid: UserFormInput = { name: 'Ola', email: 'ola@rig.no', phone: '+47 12345678', customer: 'Acme' };
const issues = (values: Partial<UserFormInput>) =>
  (userFormSchema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path[0], i.message]);

describe('userFormSchema', () => {
  it('accepts a complete user and defaults the lists to empty (all)', () => {
    expect(userFormSchema.parse({ ...valid, name: ' Ola ' })).toEqual({
      ...valid,
      assets: [],
      excludedAssets: [],
      routes: [],
    });
  });

  it('requires name, e-mail, phone and customer', () => {
    expect(issues({ name: '', email: ' ', phone: '', customer: '' })).toEqual([
      ['name', 'This field is required'],
      ['email', 'This field is required'],
      ['phone', 'This field is required'],
      ['customer', 'This field is required'],
    ]);
    expect(userFormSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(
      Array(4).fill('This field is required'),
    );
  });

  it.each([['ola'], ['ola@rig'], ['ola@@rig.no'], ['o la@rig.no']])('rejects e-mail %j', (email) => {
    expect(issues({ email })).toEqual([['email', 'E-mail must be valid']]);
  });

  it('rejects an asset both included and excluded, whatever the case', () => {
    expect(issues({ assets: ['Rig A', 'Rig B'], excludedAssets: ['rig b'] })).toEqual([
      ['excludedAssets', 'An asset cannot be both included and excluded'],
    ]);
    expect(issues({ assets: ['Rig A'], excludedAssets: ['Rig B'] })).toEqual([]);
  });

  it('takes routes only from the assignable names', () => {
    expect(ASSIGNABLE_ROUTE_NAMES).toEqual(['dp', 'heavy', 'dcollar', 'octg', 'inspectionBHA', 'NCR']);
    expect(ASSIGNABLE_ROUTES.find((r) => r.name === 'NCR')?.label).toBe('Non Conformance');
    expect(issues({ routes: ['dp', 'NCR'] })).toEqual([]);
    expect(issues({ routes: ['dashboard'] as never })).toHaveLength(1);
    expect(issues({ routes: ['ncr'] as never })[0]?.[0]).toBe('routes');
  });
});
