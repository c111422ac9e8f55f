import { describe, expect, it } from 'vitest';
import { field } from '../db/contract-fields.server.js';
import { checkField } from './field-values.server.js';

const exists = (path: string) => path === 'documents/a.pdf';

describe('checkField', () => {
  it('should accept zero and refuse negative or fractional counts', () => {
    expect(checkField(field.count(), 0, exists)).toEqual({ value: 0, documents: [] });
    expect(checkField(field.count(), '12', exists)).toEqual({ value: 12, documents: [] });
    expect(checkField(field.count(), -1, exists)).toEqual({ reason: 'must not be negative (got -1)' });
    expect(checkField(field.count(), 1.5, exists)).toEqual({ reason: 'must be a whole number (got 1.5)' });
    expect(checkField(field.measure(), 9.45, exists)).toEqual({ value: 9.45, documents: [] });
    expect(checkField(field.measure(), 'long', exists)).toEqual({ reason: 'must be a number (got "long")' });
  });

  it('should accept real calendar dates only', () => {
    expect(checkField(field.date(), '2024-02-29', exists)).toEqual({ value: '2024-02-29', documents: [] });
    expect(checkField(field.date(), '2025-02-29', exists)).toHaveProperty('reason');
    expect(checkField(field.date(), '2025-13-01', exists)).toHaveProperty('reason');
    expect(checkField(field.date(), '01.02.2025', exists)).toHaveProperty('reason');
  });

  it('should treat absent and empty values as null, unless required', () => {
    expect(checkField(field.text(), '', exists)).toEqual({ value: null, documents: [] });
    expect(checkField(field.text(), undefined, exists)).toEqual({ value: null, documents: [] });
    expect(checkField(field.text({ required: true }), null, exists)).toEqual({ reason: 'is required' });
  });

  it('should keep numbers given for text fields as their decimal text', () => {
    expect(checkField(field.text(), 7.0, exists)).toEqual({ value: '7', documents: [] });
    expect(checkField(field.text(), { a: 1 }, exists)).toEqual({ reason: 'must be text (got {"a":1})' });
  });

  it('should require documents to exist inside the data set', () => {
    expect(checkField(field.document(), 'documents/a.pdf', exists)).toEqual({
      value: 'documents/a.pdf',
      documents: ['documents/a.pdf'],
    });
    expect(checkField(field.document(), 'documents/b.pdf', exists)).toEqual({
      reason: 'document documents/b.pdf does not exist in the data set',
    });
    expect(checkField(field.document(), '/etc/passwd', exists)).toHaveProperty('reason');
  });

  it('should store booleans as 0 and 1', () => {
    expect(checkField(field.bool(), true, exists)).toEqual({ value: 1, documents: [] });
    expect(checkField(field.bool(), false, exists)).toEqual({ value: 0, documents: [] });
    expect(checkField(field.bool(), 'yes', exists)).toEqual({ reason: 'must be true or false (got "yes")' });
  });
});
