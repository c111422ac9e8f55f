import { describe, expect, it } from 'vitest';
import { refusesBodyType } from './json-only.server.js';

describe('refusesBodyType', () => {
  it('should refuse a body of another type on /api, sent with or without a Content-Length', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' };
    expect(refusesBodyType('/api/auth/sign-in', form)).toBe(true);
    expect(
      refusesBodyType('/api/getAllRacks', {
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      }),
    ).toBe(true);
    expect(refusesBodyType('/api/auth/refresh', { 'content-length': '2' })).toBe(true);
    expect(
      refusesBodyType('/api/import/0b7c', { 'content-type': 'application/zip', 'content-length': '9' }),
    ).toBe(true);
  });

  it('should take any body type on the import route, which reads the archive by its bytes', () => {
    expect(refusesBodyType('/api/import', { 'content-type': 'application/zip', 'content-length': '9' })).toBe(
      false,
    );
    expect(
      refusesBodyType('/api/import', { 'content-type': 'application/gzip', 'transfer-encoding': 'chunked' }),
    ).toBe(false);
  });

  it('should take JSON and no body on /api, and leave the other routes to their forms', () => {
    const json = { 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '2' };
    expect(refusesBodyType('/api/auth/sign-in', json)).toBe(false);
    expect(
      refusesBodyType('/api/auth/refresh', { 'content-type': 'text/plain', 'content-length': '0' }),
    ).toBe(false);
    expect(refusesBodyType('/api/auth/refresh', {})).toBe(false);
    expect(
      refusesBodyType('/login', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' }),
    ).toBe(false);
  });
});
