import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/** Writes rows of one data-format file to disk as they are produced. */
export interface RowWriter {
  /** Queues one row; resolves once the file can take more (back-pressure). */
  write(row: object): Promise<void>;
  /** Finishes the file and resolves with the number of rows written. */
  close(): Promise<number>;
}

const FLUSH_AT = 1 << 16;

/**
 * Streams rows to `<path>` as NDJSON: one JSON object per line, so a fleet of any size never sits in one
 * string.
 *
 * @example
 * const serials = createNdjsonWriter('/tmp/demo/serials.ndjson');
 * await serials.write({ Serial_Number: 'SKV100001' });
 * await serials.close(); // 1
 */
export function createNdjsonWriter(path: string): RowWriter {
  return createChunkedWriter(path, '', '\n', '');
}

/**
 * Streams rows to `<path>` as a JSON array with one row per line.
 *
 * @example
 * const orders = createJsonArrayWriter('/tmp/demo/orders.json');
 * await orders.write({ Order_No: '40211' });
 * await orders.close(); // 1
 */
export function createJsonArrayWriter(path: string): RowWriter {
  return createChunkedWriter(path, '[\n', ',\n', '\n]\n');
}

function createChunkedWriter(path: string, opening: string, separator: string, closing: string): RowWriter {
  const stream: WriteStream = createWriteStream(path, { encoding: 'utf8' });
  let buffer = opening;
  let rows = 0;
  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const ready = stream.write(buffer);
    buffer = '';
    if (!ready) await once(stream, 'drain');
  };
  return {
    async write(row) {
      const line = JSON.stringify(row);
      if (opening === '') buffer += line + separator;
      else buffer += (rows === 0 ? '' : separator) + line;
      rows++;
      if (buffer.length >= FLUSH_AT) await flush();
    },
    async close() {
      if (rows === 0 && opening !== '') buffer = '[]\n';
      else buffer += closing;
      await flush();
      stream.end();
      await finished(stream);
      return rows;
    },
  };
}

/**
 * Writes a small list of rows as a JSON array file in one go.
 *
 * @example
 * await writeJsonRows('/tmp/demo/customers.json', [{ customer: 'Skarvheim Drilling AS' }]); // 1
 */
export async function writeJsonRows(path: string, rows: readonly object[]): Promise<number> {
  const writer = createJsonArrayWriter(path);
  for (const row of rows) await writer.write(row);
  return writer.close();
}
