import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, MANIFEST_PATH, manifestText } from '../scripts/custom-elements-manifest.ts';

interface Documented {
  name: string;
  description?: string;
}
interface Element {
  tagName?: string;
  description?: string;
  summary?: string;
  attributes?: (Documented & { fieldName?: string })[];
  members?: (Documented & { kind: string })[];
  events?: (Documented & { type?: { text: string } })[];
}

const TAGS = [
  'rigready-inventory-table',
  'rigready-rack',
  'rigready-rack-location',
  'rigready-bha-slots',
  'rigready-joint-card',
];

const committed = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as {
  modules: { declarations?: Element[] }[];
};
const elements = committed.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
const undocumented = (items: Documented[] | undefined) =>
  (items ?? []).filter((item) => !item.description?.trim()).map((item) => item.name);

describe('given the committed custom-elements.json', () => {
  it('should be what the sources say (else run `pnpm --filter @rigready/elements build`)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifestText(buildManifest()));
  });

  it('should declare the five elements', () => {
    expect(elements.map((element) => element.tagName).sort()).toEqual([...TAGS].sort());
  });

  it.each(TAGS)('should document %s: its summary, every attribute, property, method and event', (tag) => {
    const element = elements.find((candidate) => candidate.tagName === tag) as Element;
    expect(element.summary?.trim()).toBeTruthy();
    expect(element.description?.trim()).toBeTruthy();
    expect(undocumented(element.attributes)).toEqual([]);
    expect(undocumented(element.members)).toEqual([]);
    expect(undocumented(element.events)).toEqual([]);
    expect(element.events?.map((event) => event.type?.text).filter((type) => !type)).toEqual([]);
    expect(element.attributes?.filter((attribute) => !attribute.fieldName).map((a) => a.name)).toEqual([]);
    expect(element.events?.map((event) => event.name)).toContain('rigready-error');
  });
});
