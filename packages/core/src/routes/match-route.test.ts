import { describe, expect, it } from 'vitest';
import { matchRoute, targetPathname } from './match-route.js';
import { ROUTE_TABLE } from './route-table.js';

describe('targetPathname', () => {
  it('drops query, hash and trailing slashes', () => {
    expect(targetPathname('/inventory?showrack=A1')).toBe('/inventory');
    expect(targetPathname('/keystone#x')).toBe('/keystone');
    expect(targetPathname('/dp//')).toBe('/dp');
    expect(targetPathname('/')).toBe('/');
    expect(targetPathname('/?q=1')).toBe('/');
  });

  it('refuses relative paths, protocol-relative paths and full URLs', () => {
    for (const target of ['', 'dp', '//host/dp', 'https://example.com/dp']) {
      expect(() => targetPathname(target)).toThrow(TypeError);
    }
    expect(() => targetPathname(undefined as unknown as string)).toThrow('got undefined');
  });
});

describe('matchRoute', () => {
  it('matches every route of the table by its own path', () => {
    for (const row of ROUTE_TABLE) expect(matchRoute(row.path)).toBe(row);
  });

  it('ignores letter case', () => {
    expect(matchRoute('/INSPECTIONbha')?.name).toBe('inspectionBHA');
  });

  it('accepts up to the route’s optional parameters, none empty', () => {
    expect(matchRoute('/insptest/Drill%20Pipe')?.name).toBe('insptest');
    expect(matchRoute('/inspection-view/40211')?.name).toBe('inspection-view');
    expect(matchRoute('/joints/NW-0001')?.name).toBe('joints');
    expect(matchRoute('/tools/JAR%2077')?.name).toBe('tools');
    expect(matchRoute('/approvals/AP-2026-0001')?.name).toBe('approvals');
    expect(matchRoute('/NCR/NCR-2026-014')?.name).toBe('NCR');
    expect(matchRoute('/approvals/AP-2026-0001/document')).toBeNull();
    expect(matchRoute('/insptest/a/b')).toBeNull();
    expect(matchRoute('/insptest//')?.name).toBe('insptest');
    expect(matchRoute('/insptest//x')).toBeNull();
    expect(matchRoute('/dp/1')).toBeNull();
  });

  it('matches nothing for the root, unknown paths and prefixes of a path', () => {
    for (const target of ['/', '/test', '/navbar', '/usertest', '/inspection', '/d', '/KCADeutag']) {
      expect(matchRoute(target)).toBeNull();
    }
  });
});
