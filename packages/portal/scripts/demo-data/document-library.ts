import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type PdfContent, writePdf } from './pdf-document.js';

const PARALLEL_WRITES = 4;

/**
 * Collects the documents that rows point to and writes them once the rows are known. A path added twice is
 * one file, which is how rows share a document (one report for every line of an order).
 */
export class DocumentLibrary {
  readonly #documents = new Map<string, PdfContent>();
  readonly #creationDate: Date;

  /**
   * @example
   * const library = new DocumentLibrary('2026-11-20');
   */
  constructor(referenceDate: string) {
    this.#creationDate = new Date(`${referenceDate}T06:00:00Z`);
  }

  /**
   * Registers a PDF under `documents/<relativePath>` and returns the data-set path that rows store.
   *
   * @example
   * library.pdf('orders/40211-report.pdf', { title: 'Inspection report 40211', lines: [] });
   * // 'documents/orders/40211-report.pdf'
   */
  pdf(relativePath: string, content: PdfContent): string {
    const path = `documents/${relativePath}`;
    if (!this.#documents.has(path)) this.#documents.set(path, content);
    return path;
  }

  /**
   * How many distinct documents are registered.
   *
   * @example
   * library.size; // 0 before any pdf() call
   */
  get size(): number {
    return this.#documents.size;
  }

  /**
   * Writes every registered document below `targetDir` and resolves with their count.
   *
   * @example
   * await library.writeAll('/tmp/demo'); // 612
   */
  async writeAll(targetDir: string): Promise<number> {
    const entries = [...this.#documents];
    const folders = new Set(entries.map(([path]) => dirname(join(targetDir, path))));
    for (const folder of folders) await mkdir(folder, { recursive: true });
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < entries.length) {
        const [path, content] = entries[next++] as [string, PdfContent];
        await writePdf(join(targetDir, path), content, this.#creationDate);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, worker));
    return entries.length;
  }
}
