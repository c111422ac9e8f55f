import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDES, SITE_DIR } from './docs-site.ts';

const ROOT = join(import.meta.dirname, '..');

// The elements the issue names, typed here rather than read from the package.
const ELEMENT_TAGS = [
  'rigready-inventory-table',
  'rigready-rack',
  'rigready-rack-location',
  'rigready-bha-slots',
  'rigready-joint-card',
];

// Every component's Storybook title, read from the stories' sources (`title: 'Racks/RackGrid'`).
function componentTitles(): string[] {
  const dir = join(ROOT, 'packages', 'ui', 'src');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => /^ {2}title: '([^']+)'/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1])
    .filter((title): title is string => title !== undefined);
}

function siteFile(path: string): string {
  const file = join(SITE_DIR, path);
  if (!existsSync(file))
    throw new Error(`docs-site/${path} is missing: build the site with \`npm run docs:build\``);
  return readFileSync(file, 'utf8');
}

// The links of a page that stay in the site, resolved to paths in it (query and anchor left off).
function localLinks(page: string): string[] {
  const html = siteFile(page);
  return [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map(([, link]) => link as string)
    .filter((link) => !/^([a-z]+:|#)/i.test(link))
    .map((link) => join(dirname(page), link.split(/[?#]/)[0] as string));
}

describe('given the docs site that `npm run docs:build` wrote into docs-site/', () => {
  it('should list every React component with a link to its Storybook docs page', () => {
    const index = siteFile('index.html');
    const storybook = JSON.parse(siteFile('storybook/index.json')) as {
      entries: Record<string, { title: string }>;
    };
    const titles = componentTitles();
    expect(titles.length).toBeGreaterThan(30);
    for (const title of titles) {
      const entry = Object.entries(storybook.entries).find(
        ([id, e]) => e.title === title && id.endsWith('--docs'),
      );
      expect(entry, `${title} has a docs page in Storybook`).toBeDefined();
      const name = title.split('/').slice(1).join(' / ');
      expect(index).toContain(`<a href="storybook/index.html?path=/docs/${entry?.[0]}">${name}</a>`);
    }
  });

  it('should list every custom element with a link to its Storybook docs page', () => {
    const index = siteFile('index.html');
    for (const tag of ELEMENT_TAGS) {
      expect(index).toContain(
        `<a href="storybook/index.html?path=/docs/elements-${tag}--docs"><code>&lt;${tag}&gt;</code></a>`,
      );
    }
  });

  it('should hold every guide, and the elements examples with their scripts', () => {
    const index = siteFile('index.html');
    for (const guide of GUIDES) expect(index).toContain(`href="${guide.page}"`);
    expect(siteFile('elements/examples/plain.html')).toContain("import '../dist/rigready-elements.js'");
    expect(siteFile('elements/dist/rigready-elements.js').length).toBeGreaterThan(100_000);
  });

  it('should have no link that leads nowhere, from the index or any guide', () => {
    const pages = ['index.html', ...GUIDES.map((guide) => guide.page)];
    const broken = pages.flatMap((page) =>
      localLinks(page)
        .filter((path) => !existsSync(join(SITE_DIR, path)))
        .map((path) => `${page} -> ${path}`),
    );
    expect(broken).toEqual([]);
  });
});
