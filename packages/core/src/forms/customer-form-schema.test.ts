import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_FORM_READ_ONLY_ON_EDIT,
  createCustomerFormSchema,
  customerFeaturesSchema,
  editCustomerFormSchema,
} from './customer-form-schema.js';

describe('createCustomerFormSchema', () => {
  it('requires customer name and Organization No.', () => {
    const issues = createCustomerFormSchema.safeParse({ customer: ' ', org_no: '' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['customer', 'This field is required'],
      ['org_no', 'This field is required'],
    ]);
  });

  it('leaves rig, assets and features optional, with every feature off', () => {
    expect(createCustomerFormSchema.parse({ customer: 'Acme', org_no: '912345678', rig: '' })).toEqual({
      customer: 'Acme',
      org_no: '912345678',
      rig: null,
      assets: [],
      features: {
        dashboard: false,
        tcpGuns: false,
        rangeColumn: false,
        stringNumberLabel: null,
        inspectionDateColouring: false,
        defaultSite: null,
        publicSerialHistory: false,
        publicSlug: null,
      },
    });
  });

  it('keeps a rig and set features', () => {
    const values = createCustomerFormSchema.parse({
      customer: 'Acme',
      org_no: '1',
      rig: ' Rig A ',
      features: { dashboard: true, stringNumberLabel: 'Asset Number', publicSlug: 'KCADeutag' },
    });
    expect(values.rig).toBe('Rig A');
    expect(values.features).toMatchObject({
      dashboard: true,
      stringNumberLabel: 'Asset Number',
      publicSlug: 'KCADeutag',
    });
  });
});

describe('customerFeaturesSchema', () => {
  it('accepts only URL-safe public slugs', () => {
    expect(customerFeaturesSchema.safeParse({ publicSlug: 'kca-deutag_2' }).success).toBe(true);
    expect(customerFeaturesSchema.safeParse({ publicSlug: '../admin' }).error?.issues[0]?.message).toBe(
      'Use only letters, digits, dashes and underscores',
    );
  });

  it('rejects features of the wrong type', () => {
    expect(customerFeaturesSchema.safeParse({ dashboard: 'yes' }).success).toBe(false);
  });
});

describe('editCustomerFormSchema', () => {
  it('requires the read-only customer id', () => {
    expect(CUSTOMER_FORM_READ_ONLY_ON_EDIT).toEqual(['customer_id']);
    expect(
      editCustomerFormSchema.safeParse({ customer: 'Acme', org_no: '1' }).error?.issues[0]?.path,
    ).toEqual(['customer_id']);
    expect(
      editCustomerFormSchema.parse({ customer_id: 'C-7', customer: 'Acme', org_no: '1' }).customer_id,
    ).toBe('C-7');
  });
});
