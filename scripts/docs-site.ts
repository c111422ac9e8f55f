// The kit's docs site: one static folder, docs-site/, that any web server serves as it is.
//
//   npm run docs:build   (builds the packages first; `node scripts/docs-site.ts` alone reuses their builds)
//
//   docs-site/index.html        every guide, React component, custom element and live example, linked
//   docs-site/storybook/        Storybook: the ui kit's components and the elements, each with its docs page
//   docs-site/guides/*.html     the kit's guides (the packages' READMEs and core's docs), as HTML
//   docs-site/elements/         the elements' example pages and their scripts, live
//
// Links in a guide to another guide lead to its page; links to files of the repository outside the site are
// kept as their text, so nothing in the site leads nowhere (scripts/docs-site.test.ts checks it).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { Marked, type Tokens } from 'marked';

const ROOT = join(import.meta.dirname, '..');
export const SITE_DIR = join(ROOT, 'docs-site');
const ELEMENTS_DIR = join(ROOT, 'packages', 'elements');

interface Guide {
  source: string;
  page: string;
}

/** The kit's guides, in the order the index lists them. */
export const GUIDES: readonly Guide[] = [
  { source: 'packages/elements/README.md', page: 'guides/elements.html' },
  { source: 'packages/ui/README.md', page: 'guides/ui.html' },
  { source: 'packages/core/README.md', page: 'guides/core.html' },
  { source: 'packages/core/docs/api-client.md', page: 'guides/core-api-client.html' },
  { source: 'packages/core/docs/rules.md', page: 'guides/core-rules.html' },
  { source: 'packages/core/docs/routing.md', page: 'guides/core-routing.html' },
];

/** Repository files the site carries as they are, by their path in the repository. */
const COPIED: Record<string, string> = {
  'packages/elements/examples/plain.html': 'elements/examples/plain.html',
  'packages/elements/examples/filemaker.html': 'elements/examples/filemaker.html',
  'packages/elements/dist/rigready-elements.js': 'elements/dist/rigready-elements.js',
  'packages/elements/dist/rigready-elements.iife.js': 'elements/dist/rigready-elements.iife.js',
};

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function page(title: string, body: string, depth: number): string {
  const up = '../'.repeat(depth);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="data:," />
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2129; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  nav { padding: 0.75rem 1rem; background: #0b4f8a; }
  nav a { color: #fff; font-weight: 600; }
  a { color: #0b5cad; }
  code { font-family: ui-monospace, monospace; font-size: 0.9em; background: #f5f6f8; padding: 0.05em 0.25em; border-radius: 3px; }
  pre { background: #1c2129; color: #f5f6f8; padding: 0.75rem 1rem; border-radius: 6px; overflow-x: auto; }
  pre code { background: none; padding: 0; color: inherit; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { border: 1px solid #d6d9de; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
  img { max-width: 100%; }
  .summary { color: #5b6470; }
</style>
</head>
<body>
<nav><a href="${up}index.html">rigready kit docs</a></nav>
<main>
${body}
</main>
</body>
</html>
`;
}

function guideTitle(markdown: string, fallback: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.replaceAll('`', '').trim() ?? fallback;
}

// A link of a guide, as the site has it: to another guide's page or a copied file, an address outside the
// repository as it is, and a repository file the site does not carry as its text only.
function siteLink(href: string, guide: Guide): string | null {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const [path = '', anchor] = href.split('#');
  const target = posix.normalize(posix.join(posix.dirname(guide.source), path)).replace(/\/$/, '');
  const sitePath = GUIDES.find((other) => other.source === target)?.page ?? COPIED[target];
  if (!sitePath) return null;
  const link = posix.relative(posix.dirname(guide.page), sitePath);
  return anchor ? `${link}#${anchor}` : link;
}

function renderGuide(guide: Guide): { title: string; html: string } {
  const markdown = readFileSync(join(ROOT, guide.source), 'utf8');
  const marked = new Marked({
    renderer: {
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        const href = siteLink(token.href, guide);
        return href === null ? text : `<a href="${escapeHtml(href)}">${text}</a>`;
      },
      image(token: Tokens.Image) {
        return escapeHtml(token.text);
      },
    },
  });
  const title = guideTitle(markdown, guide.source);
  return { title, html: marked.parse(markdown, { async: false }) };
}

function buildStorybook(): IndexEntry[] {
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--output-dir', join(SITE_DIR, 'storybook'), '--quiet', '--disable-telemetry'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`storybook build failed with ${result.status ?? result.signal}`);
  const index = JSON.parse(readFileSync(join(SITE_DIR, 'storybook', 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

interface ElementSummary {
  tagName: string;
  summary?: string;
}

function elementSummaries(): ElementSummary[] {
  const manifest = JSON.parse(readFileSync(join(ELEMENTS_DIR, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: Partial<ElementSummary>[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ElementSummary => Boolean(declaration.tagName));
}

function indexPage(entries: IndexEntry[], guides: { title: string; page: string }[]): string {
  const docs = entries.filter((entry) => entry.type === 'docs');
  const docsOf = (title: string) => docs.find((entry) => entry.title === title);
  const storyLink = (entry: IndexEntry) => `storybook/index.html?path=/docs/${entry.id}`;
  const groups = new Map<string, IndexEntry[]>();
  for (const entry of docs) {
    const [group, ...name] = entry.title.split('/');
    if (name.length === 0 || group === 'Elements') continue;
    groups.set(group as string, [...(groups.get(group as string) ?? []), entry]);
  }
  const components = [...groups]
    .map(
      ([group, members]) =>
        `<h3>${escapeHtml(group)}</h3>\n<ul>\n${members
          .map(
            (entry) =>
              `<li><a href="${storyLink(entry)}">${escapeHtml(entry.title.split('/').slice(1).join(' / '))}</a></li>`,
          )
          .join('\n')}\n</ul>`,
    )
    .join('\n');
  const elements = elementSummaries()
    .map((element) => {
      const entry = docsOf(`Elements/${element.tagName}`);
      const name = `<code>&lt;${element.tagName}&gt;</code>`;
      return `<li>${entry ? `<a href="${storyLink(entry)}">${name}</a>` : name} <span class="summary">${escapeHtml(element.summary ?? '')}</span></li>`;
    })
    .join('\n');
  const introduction = docsOf('Introduction');
  return page(
    'rigready kit docs',
    `<h1>rigready kit docs</h1>
<p>The component kit of the rigready portal: <code>@rigready/core</code> (headless rules, search, CSV and
the typed API client), <code>@rigready/ui</code> (React components) and <code>@rigready/elements</code> (the
same widgets as custom elements for pages that are not React apps).${
      introduction ? ` Start with the <a href="${storyLink(introduction)}">introduction</a>.` : ''
    }</p>
<h2>Guides</h2>
<ul>
${guides.map((guide) => `<li><a href="${guide.page}">${escapeHtml(guide.title)}</a></li>`).join('\n')}
</ul>
<h2>Custom elements</h2>
<ul>
${elements}
</ul>
<p>Live: <a href="elements/examples/plain.html">a plain HTML page</a> and
<a href="elements/examples/filemaker.html">a FileMaker web viewer page</a> with the elements.</p>
<h2>React components</h2>
${components}
`,
    0,
  );
}

/** Builds the whole site into docs-site/. */
export function buildDocsSite(): void {
  for (const source of Object.keys(COPIED)) {
    if (!existsSync(join(ROOT, source)))
      throw new Error(`${source} is missing: build the packages first (pnpm build:packages)`);
  }
  rmSync(SITE_DIR, { recursive: true, force: true });
  mkdirSync(SITE_DIR, { recursive: true });
  const entries = buildStorybook();
  const guides = GUIDES.map((guide) => {
    const { title, html } = renderGuide(guide);
    const file = join(SITE_DIR, guide.page);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(title, html, guide.page.split('/').length - 1));
    return { title, page: guide.page };
  });
  for (const [source, target] of Object.entries(COPIED)) {
    cpSync(join(ROOT, source), join(SITE_DIR, target));
  }
  writeFileSync(join(SITE_DIR, 'index.html'), indexPage(entries, guides));
  console.log(
    `[docs-site] ${relative(ROOT, SITE_DIR)}/index.html: ${guides.length} guides, ${entries.length} Storybook entries`,
  );
}

if (import.meta.main) buildDocsSite();
