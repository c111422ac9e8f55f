import type { TableColumn } from '../search/column.js';
import { type CsvChunkOptions, csvChunks } from './csv-chunks.js';

/**
 * The CSV export as a web `ReadableStream` of text chunks, pulled one chunk at a time, so a server route
 * or a worker can send a large export without holding it: pipe it through a `TextEncoderStream` into a
 * `Response`. Cancelling the stream stops reading rows.
 *
 * @example
 * const body = csvStream(rows, columns).pipeThrough(new TextEncoderStream());
 * new Response(body, { headers: { 'content-type': CSV_MIME_TYPE } });
 */
export function csvStream<Row>(
  rows: Iterable<Row>,
  columns: readonly TableColumn<Row>[],
  options: CsvChunkOptions = {},
): ReadableStream<string> {
  const chunks = csvChunks(rows, columns, options);
  return new ReadableStream<string>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      chunks.return();
    },
  });
}
