import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { safeDownloadName } from '../../document-store/download-name.server.js';

/**
 * The file name of the tubular multi-download (/getPDFmultiple). The same value as
 * `TUBULAR_REPORTS_ZIP_NAME` of @rigready/core's API client, which saves the answer under it.
 *
 * @example
 * contentDisposition(TUBULAR_REPORTS_ZIP_NAME); // attachment; filename="pdf_files.zip"; ...
 */
export const TUBULAR_REPORTS_ZIP_NAME = 'pdf_files.zip';

/**
 * The file name of the BHA multi-download (/getPDFmultipleBHA), carrying the brand. The same value as
 * `BHA_REPORTS_ZIP_NAME` of @rigready/core's API client.
 *
 * @example
 * contentDisposition(BHA_REPORTS_ZIP_NAME); // attachment; filename="rigready_bha_reports.zip"; ...
 */
export const BHA_REPORTS_ZIP_NAME = 'rigready_bha_reports.zip';

/** One file to put in a zip: its name in the archive and how to read it (opened only when its turn comes). */
export interface ZipSource {
  name: string;
  open(): Promise<Readable | AsyncIterable<Uint8Array>>;
}

function withSuffix(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * Makes archive entry names safe ({@link safeDownloadName}) and unique, case-insensitively (zips are
 * unpacked on case-insensitive file systems): the second `a.pdf` becomes `a (2).pdf`, the third
 * `a (3).pdf`, skipping names already taken.
 *
 * @example
 * uniqueEntryNames(['a.pdf', 'A.pdf', '../a.pdf']); // ['a.pdf', 'A (2).pdf', 'a (3).pdf']
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const base = safeDownloadName(raw);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = withSuffix(base, n);
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Streams a zip of the given files, one after the other: each file is opened only when the previous one
 * is written, its bytes pass straight through (stored, not recompressed: PDFs and XLSX are compressed
 * already), and the archive is produced as the consumer reads it, so neither the files nor the archive are
 * held in memory. Entry names go through {@link uniqueEntryNames}. The caller has already authorised every
 * source; a source that fails to open fails the stream.
 *
 * @example
 * const zip = streamZip(documents.map((d) => ({ name: d.name, open: () => openOrFail(store, d.key) })));
 * return new Response(Readable.toWeb(zip), { headers: { 'content-type': 'application/zip' } });
 */
export function streamZip(sources: readonly ZipSource[]): Readable {
  const names = uniqueEntryNames(sources.map((source) => source.name));
  async function* archive(): AsyncGenerator<Uint8Array> {
    const pending: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else pending.push(chunk);
    });
    function* drain(): Generator<Uint8Array> {
      if (failure) throw failure;
      while (pending.length > 0) yield pending.shift() as Uint8Array;
    }
    for (const [index, source] of sources.entries()) {
      const entry = new ZipPassThrough(names[index] as string);
      zip.add(entry);
      for await (const chunk of await source.open()) {
        entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string));
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(archive(), { objectMode: false });
}
