import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  BHA_REPORTS_ZIP_NAME,
  streamZip,
  TUBULAR_REPORTS_ZIP_NAME,
  uniqueEntryNames,
} from '../../app/server/documents/zips/multi-download-zip.server.js';
import { readAll } from './support/document-fixtures.js';

describe('zip entry names', () => {
  it('should number repeated names before the extension, case-insensitively', () => {
    expect(uniqueEntryNames(['a.pdf', 'a.pdf', 'A.pdf', 'b', 'b'])).toEqual([
      'a.pdf',
      'a (2).pdf',
      'A (3).pdf',
      'b',
      'b (2)',
    ]);
  });

  it('should skip a numbered name that is already taken', () => {
    expect(uniqueEntryNames(['a (2).pdf', 'a.pdf', 'a.pdf'])).toEqual(['a (2).pdf', 'a.pdf', 'a (3).pdf']);
  });

  it('should make every name safe before deduplicating', () => {
    expect(uniqueEntryNames(['../x.pdf', 'x.pdf', '', '%2e%2e'])).toEqual([
      'x.pdf',
      'x (2).pdf',
      'document',
      'document (2)',
    ]);
  });
});

describe('streamed multi-download', () => {
  it('should use the same zip names as @rigready/core, which saves the answers under them', () => {
    const core = readFileSync(
      new URL('../../../core/src/api/calls/bha-certificate-calls.ts', import.meta.url),
      'utf8',
    );
    expect(core).toContain(`TUBULAR_REPORTS_ZIP_NAME = '${TUBULAR_REPORTS_ZIP_NAME}'`);
    expect(core).toContain(`BHA_REPORTS_ZIP_NAME = '${BHA_REPORTS_ZIP_NAME}'`);
    expect(TUBULAR_REPORTS_ZIP_NAME).toBe('pdf_files.zip');
    expect(BHA_REPORTS_ZIP_NAME).toBe('rigready_bha_reports.zip');
  });

  it('should hold every selected document, byte for byte, under unique names', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const sources = [
      { name: 'Order 40211 report.pdf', bytes: Buffer.from('%PDF-1 first') },
      { name: 'Order 40211 report.pdf', bytes: Buffer.from('%PDF-1 second') },
      { name: 'big.bin', bytes: big },
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    ];
    const zip = await readAll(
      streamZip(
        sources.map((source) => ({
          name: source.name,
          open: async () => Readable.from([source.bytes.subarray(0, 10), source.bytes.subarray(10)]),
        })),
      ),
    );
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual([
      'Order 40211 report.pdf',
      'Order 40211 report (2).pdf',
      'big.bin',
      'empty.pdf',
    ]);
    expect(Buffer.from(entries['Order 40211 report.pdf'] as Uint8Array).toString()).toBe('%PDF-1 first');
    expect(Buffer.from(entries['Order 40211 report (2).pdf'] as Uint8Array).toString()).toBe('%PDF-1 second');
    expect(Buffer.from(entries['big.bin'] as Uint8Array).equals(big)).toBe(true);
    expect(entries['empty.pdf']).toHaveLength(0);
  });

  it('should open each document only when the reader has taken the ones before it', async () => {
    const opened: string[] = [];
    const zip = streamZip(
      ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({
        name,
        open: async () => {
          opened.push(name);
          return Readable.from([Buffer.alloc(256 * 1024, name.charCodeAt(0))]);
        },
      })),
    );
    const iterator = zip[Symbol.asyncIterator]();
    await iterator.next();
    expect(opened).toEqual(['a.pdf']);
    for (let result = await iterator.next(); !result.done; result = await iterator.next());
    expect(opened).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('should give an empty but valid zip for no documents', async () => {
    const zip = await readAll(streamZip([]));
    expect(unzipSync(new Uint8Array(zip))).toEqual({});
  });

  it('should fail the stream when a document cannot be read', async () => {
    const zip = streamZip([
      { name: 'a.pdf', open: async () => Readable.from([Buffer.from('ok')]) },
      {
        name: 'b.pdf',
        open: async () => {
          throw new Error('document documents/b.pdf is gone');
        },
      },
    ]);
    await expect(readAll(zip)).rejects.toThrow('document documents/b.pdf is gone');
  });
});
