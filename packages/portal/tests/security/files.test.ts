import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..\\..\\windows\\win.ini',
  'documents/orders/NW-40211.pdf%00.txt',
  'NW-40211.pdf\u0000',
  '%00',
  '/etc/passwd',
  'documents/../../test.sqlite',
];

/** Every file under a folder with its size and modification time, to prove nothing was written. */
function snapshot(folder: string): string[] {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (!name.startsWith('test.sqlite')) entries.push(`${path} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  walk(folder);
  return entries.sort();
}

describe('given the download route and the document calls on SQLite', () => {
  const portal = useTestPortal('sqlite');

  it('should answer 4xx for traversal, encoded-dot and NUL names, and write nothing', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const before = snapshot(portal().database.dataDir);
    const answers: string[] = [];
    for (const name of TRAVERSALS) {
      const raw = `/api/documents/${name.replaceAll('\u0000', '%00')}`;
      const download = await runRoute(
        apiDocuments.loader as Parameters<typeof runRoute>[0],
        testRequest(raw, { cookie }),
      );
      answers.push(`${raw} ${download.status}`);
      for (const [call, parameter] of [
        ['QHSE_getPDF', 'NCR_No'],
        ['getOrderPDF', 'orderno'],
        ['getBHACertificate', 'report_id'],
        ['getPDF', 'report_id'],
        ['getCertificates', 'pdf_location'],
      ] as const) {
        const path = `/api/${call}?${new URLSearchParams({ [parameter]: name })}`;
        const response = await runRoute(apiCall.loader, testRequest(path, { cookie }));
        answers.push(`${path} ${response.status}`);
        const body = await response.text();
        expect(body).not.toMatch(/root:|\[fonts\]|SQLite format/);
      }
      expect(await download.text()).not.toMatch(/root:|\[fonts\]|SQLite format/);
    }
    const refused = answers.filter((line) => / 4\d\d$/.test(line));
    const served = answers.filter((line) => / 200$/.test(line));
    console.info(`files: ${answers.length} hostile names, ${refused.length} answered 4xx`);
    // A list call may answer 200 with the caller's own list (the name selects nothing); a file never.
    expect(served.filter((line) => line.startsWith('/api/documents/'))).toEqual([]);
    expect(answers.filter((line) => !/ (200|4\d\d)$/.test(line))).toEqual([]);
    expect(snapshot(portal().database.dataDir)).toEqual(before);
  });
});
