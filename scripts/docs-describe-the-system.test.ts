// The Markdown docs describe the system as it is: no lab notebook (issue numbers, run dates, commits of runs,
// "the run before"), and no relative link to a file that is not there. Changelogs are history by design;
// the benchmark files under docs/benchmarks are written by the bench scripts and may name the machine's load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  '.toolchain',
  'node_modules',
  'dist',
  'build',
  'coverage',
  'storybook-static',
  '.react-router',
  '.reports',
  'release',
]);
const BENCHMARK_TABLES = 'docs/benchmarks/';

const DIARY_PATTERNS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
  { pattern: /(?<![\w&/])#\d{2,}\b/, what: 'an issue or pull-request number' },
  { pattern: /\b(re-)?measured on \d/i, what: 'the date of a run' },
  { pattern: /\bthe run before\b/i, what: 'a comparison with an earlier run' },
  { pattern: /\b(before|after) this work\b/i, what: 'a comparison with an earlier state' },
  { pattern: /\bat commit\b|\bcommit `?[0-9a-f]{7,40}\b/i, what: 'the commit of a run' },
  { pattern: /\b\d{4}-\d{2}-\d{2}\b/, what: 'a date (put dates that are data in code spans)' },
  {
    pattern: /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/,
    what: 'a date',
  },
  { pattern: /\b\d{1,2}:\d{2}(–\d{1,2}:\d{2})? UTC\b/, what: 'the time of a run' },
  { pattern: /\bopen findings?\b/i, what: 'a list of open findings' },
];
// Only the generated benchmark files carry the load of the machine that ran them.
const OUTSIDE_BENCHMARK_TABLES: { pattern: RegExp; what: string }[] = [
  { pattern: /\bload average\b/i, what: 'the load of a run (the bench scripts write it in docs/benchmarks)' },
];

function markdownFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_DIRECTORIES.has(entry.name) ? [] : markdownFiles(join(directory, entry.name));
    }
    return entry.name.endsWith('.md') && entry.name !== 'CHANGELOG.md' ? [join(directory, entry.name)] : [];
  });
}

/** The prose of a Markdown file: fenced blocks and code spans blanked, line numbers kept. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

/** Relative link targets (`[text](target)`, `![alt](target)`, `[label]: target`) with their line numbers. */
function relativeLinks(lines: string[]): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const [index, line] of lines.entries()) {
    const inline = [...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
    const reference = line.match(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/)?.[1];
    for (const target of [...inline, reference]) {
      if (target && !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) links.push({ line: index + 1, target });
    }
  }
  return links;
}

const files = markdownFiles(ROOT).map((path) => ({
  path,
  name: relative(ROOT, path),
  lines: prose(readFileSync(path, 'utf8')),
}));

function diaryIn(line: string): string[] {
  return [...DIARY_PATTERNS, ...OUTSIDE_BENCHMARK_TABLES]
    .filter(({ pattern }) => pattern.test(line))
    .map(({ what }) => what);
}

describe('the diary patterns', () => {
  test.each([
    'Measured on 25 Nov 2026 at commit `1a31c1d` with `pnpm bench`',
    '# Portal identity and access (issue 6)',
    'Issue 8 asks that an app pay at most a quarter',
    'the filter was the one ratio short in the run before (0.65)',
    'Status: accepted (2026-11-21)',
    'see #27',
    '`npm run bench:load` at 22:38–22:45 UTC',
    '### Open findings (tests fail until fixed)',
    'Before this work the RSS grew 35 %',
    'load average 0.60 1.10 1.29 before',
  ])('flag "%s"', (line) => {
    expect(diaryIn(prose(line)[0] ?? '')).not.toEqual([]);
  });

  test.each([
    'Total #2b1d0e, Pin #70675d, Box #aab1b7',
    'spec part 1 §2, §5, §9',
    'dates are `YYYY-MM-DD`, e.g. `2023-02-29` is rejected',
    'the issued link expires after an hour',
    '[ADR 012](../docs/decisions/012-data-table-without-tanstack-table.md)',
  ])('let "%s" pass', (line) => {
    expect(diaryIn(prose(line)[0] ?? '')).toEqual([]);
  });
});

describe('the Markdown docs', () => {
  test('are found', () => {
    expect(files.map((file) => file.name)).toContain('README.md');
    expect(files.map((file) => file.name)).toContain('packages/ui/README.md');
  });

  test('describe the system, not the runs and issues that made it', () => {
    const found: string[] = [];
    for (const { name, lines } of files) {
      const patterns = name.startsWith(BENCHMARK_TABLES)
        ? DIARY_PATTERNS
        : [...DIARY_PATTERNS, ...OUTSIDE_BENCHMARK_TABLES];
      for (const [index, line] of lines.entries()) {
        for (const { pattern, what } of patterns) {
          const match = line.match(pattern);
          if (match) found.push(`${name}:${index + 1}: ${what}: "${match[0]}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('link only to files that exist', () => {
    const broken: string[] = [];
    for (const { path, name, lines } of files) {
      for (const { line, target } of relativeLinks(lines)) {
        const file = decodeURIComponent(target.split('#')[0] ?? '');
        if (file && !existsSync(resolve(dirname(path), file))) broken.push(`${name}:${line}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
