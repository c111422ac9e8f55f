import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../search/column.js';
import { csvStream } from './csv-stream.js';

type Row = { Site: string };
const columns: TableColumn<Row>[] = [{ id: 'Site', accessor: (row) => row.Site }];
const rows: Row[] = [{ Site: 'Stavanger' }, { Site: 'Aberdeen' }, { Site: 'Esbjerg' }];

async function readAll(stream: ReadableStream<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('csvStream', () => {
  it('streams the head, then chunks of whole lines', async () => {
    expect(await readAll(csvStream(rows, columns, { rowsPerChunk: 2 }))).toEqual([
      'sep=,\r\n"Site"\r\n',
      '"Stavanger"\r\n"Aberdeen"\r\n',
      '"Esbjerg"\r\n',
    ]);
  });

  it('encodes to UTF-8 bytes through a TextEncoderStream', async () => {
    const bytes = csvStream([{ Site: 'Ålesund' }], columns).pipeThrough(new TextEncoderStream());
    const text = await new Response(bytes).text();
    expect(text).toBe('sep=,\r\n"Site"\r\n"Ålesund"\r\n');
  });

  it('stops reading rows when cancelled', async () => {
    let read = 0;
    const counted = {
      *[Symbol.iterator]() {
        for (const row of rows) {
          read += 1;
          yield row;
        }
      },
    };
    const reader = csvStream(counted, columns, { rowsPerChunk: 1 }).getReader();
    await reader.read();
    await reader.cancel();
    expect(read).toBeLessThanOrEqual(2);
  });
});
