import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signClaims } from '../security/signed-claims.server.js';
import { publicReportLink, readPublicReportLink } from './public-report-link.server.js';

const KEY = randomBytes(32);
const NOW = new Date('2026-03-01T12:00:00Z');
const REPORT = { customerId: 'C100', reportId: 'NW-R1', serialNo: 'NW-BHA1' };
const PREFIX = '/keystone/report/';
const reference = (link: string) => link.slice(PREFIX.length);

describe('given a public report link', () => {
  const link = publicReportLink(KEY, REPORT, NOW);

  it('should read back the one report it was made for, under the public route', () => {
    expect(link.startsWith(PREFIX)).toBe(true);
    expect(readPublicReportLink(KEY, reference(link), NOW)).toEqual(REPORT);
  });

  it('should expire after the link lifetime of one hour', () => {
    expect(readPublicReportLink(KEY, reference(link), new Date('2026-03-01T13:00:00Z'))).toEqual(REPORT);
    expect(readPublicReportLink(KEY, reference(link), new Date('2026-03-01T13:00:01Z'))).toBeNull();
  });

  it('should refuse a link signed with another key, or with its payload or signature changed', () => {
    expect(readPublicReportLink(randomBytes(32), reference(link), NOW)).toBeNull();
    const [payload = '', signature = ''] = reference(link).split('.');
    const other = reference(publicReportLink(KEY, { ...REPORT, reportId: 'PO-R1' }, NOW));
    expect(readPublicReportLink(KEY, `${other.split('.')[0]}.${signature}`, NOW)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(readPublicReportLink(KEY, `${payload}.${flipped}`, NOW)).toBeNull();
    expect(readPublicReportLink(KEY, `${payload}.`, NOW)).toBeNull();
    expect(readPublicReportLink(KEY, '../../etc/passwd', NOW)).toBeNull();
  });

  it('should refuse claims the server signed for another purpose, such as a signed-in download link', () => {
    const claims = { c: REPORT.customerId, r: REPORT.reportId, s: REPORT.serialNo, x: 2_000_000_000 };
    expect(readPublicReportLink(KEY, signClaims(KEY, 'rigready document link', claims), NOW)).toBeNull();
  });

  it('should refuse correctly signed claims that lack a customer, report or serial', () => {
    const purpose = 'rigready public serial-history report';
    for (const claims of [
      { r: 'NW-R1', s: 'NW-BHA1', x: 2_000_000_000 },
      { c: 'C100', r: '', s: 'NW-BHA1', x: 2_000_000_000 },
      { c: 'C100', r: 'NW-R1', s: 7, x: 2_000_000_000 },
      { c: 'C100', r: 'NW-R1', s: 'NW-BHA1' },
    ]) {
      expect(
        readPublicReportLink(KEY, signClaims(KEY, purpose, claims), NOW),
        JSON.stringify(claims),
      ).toBeNull();
    }
  });
});
