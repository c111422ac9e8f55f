import { describe, expect, it } from 'vitest';
import { publicSlugProblem, publicSlugsOf, resolvePublicSlug } from './public-slug.js';

const slugs = [
  { slug: 'KCADeutag', customer: 'KCA Deutag' },
  { slug: 'acme-serials', customer: 'Acme Drilling' },
];

describe('publicSlugProblem', () => {
  it('accepts one segment of letters, digits, dash and underscore, with or without a leading slash', () => {
    for (const slug of ['KCADeutag', '/KCADeutag', 'acme_2', 'a']) expect(publicSlugProblem(slug)).toBeNull();
  });

  it('names what is wrong with a malformed slug', () => {
    for (const slug of ['', '/', 'a/b', 'with space', '-lead', 'ümlaut']) {
      expect(publicSlugProblem(slug)).toBe(
        `publicSlug ${JSON.stringify(slug)} must be one path segment of letters, digits, "-" and "_"`,
      );
    }
  });

  it('refuses a slug that is already a route’s path, in any case', () => {
    expect(publicSlugProblem('/login')).toBe('publicSlug "/login" is the path of the route "login"');
    expect(publicSlugProblem('HW')).toBe('publicSlug "HW" is the path of the route "heavy"');
  });
});

describe('publicSlugsOf', () => {
  it('lists the usable slugs of the customers that have one', () => {
    expect(
      publicSlugsOf([
        { customer: 'KCA Deutag', features: { publicSlug: '/KCADeutag' } },
        { customer: 'No features' },
        { customer: 'Null features', features: null },
        { customer: 'Empty slug', features: { publicSlug: '' } },
        { customer: 'Clashing', features: { publicSlug: 'admin' } },
        { customer: 'Acme Drilling', features: { publicSlug: 'acme-serials', publicSerialHistory: true } },
      ]),
    ).toEqual(slugs);
  });
});

describe('resolvePublicSlug', () => {
  it('finds the slug of a target, ignoring case, query and a trailing slash', () => {
    expect(resolvePublicSlug('/KCADeutag', slugs)).toBe(slugs[0]);
    expect(resolvePublicSlug('/kcadeutag/?customer=x&serialnr=1', slugs)).toBe(slugs[0]);
    expect(resolvePublicSlug('/ACME-SERIALS', slugs)).toBe(slugs[1]);
  });

  it('finds nothing for the root, deeper paths or unknown slugs', () => {
    for (const target of ['/', '/KCADeutag/x', '/other']) expect(resolvePublicSlug(target, slugs)).toBeNull();
    expect(resolvePublicSlug('/KCADeutag', [])).toBeNull();
  });
});
