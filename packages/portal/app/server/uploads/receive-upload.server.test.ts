import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { limitedBody } from '../http/body-limit.server.js';
import { receiveUpload, UploadRejectedError } from './receive-upload.server.js';

const LIMITS = { maxFileBytes: 64, maxFiles: 2 };
const PDF = '%PDF-1.4\n000';

function part(headers: string, content: string): string {
  return `--XB\r\n${headers}\r\n\r\n${content}\r\n`;
}
const file = (name: string, content: string) =>
  part(`Content-Disposition: form-data; name="files"; filename="${name}"`, content);

function upload(
  body: string | ReadableStream<Uint8Array>,
  type = 'multipart/form-data; boundary=XB',
): Request {
  return new Request('http://portal.test/mobile-upload/files?code=x', {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function refusal(request: Request): Promise<{ status: number; message: string } | null> {
  try {
    const received = await receiveUpload(request, LIMITS);
    await received.discard();
    return null;
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('receiveUpload', () => {
  it('should write each file as sent, named as the phone named it, skipping an empty unnamed part', async () => {
    const received = await receiveUpload(
      upload(
        `${file('a b/ç.pdf', PDF)}${file('', '')}${part('Content-Disposition: form-data; name="note"', 'hi')}--XB--\r\n`,
      ),
      LIMITS,
    );
    try {
      expect(received.files.map(({ name, type, size }) => ({ name, kind: type.kind, size }))).toEqual([
        { name: 'a b/ç.pdf', kind: 'pdf', size: 12 },
      ]);
      expect((await readFile(received.files[0]?.path as string)).toString('latin1')).toBe(PDF);
      // busboy hands the empty unnamed file part over as a field with an empty value.
      expect([...received.fields]).toEqual([
        ['files', ''],
        ['note', 'hi'],
      ]);
    } finally {
      await received.discard();
    }
  });

  it('should refuse a body that is not multipart, or has no boundary', async () => {
    const expected = { status: 400, message: 'Send the files as multipart/form-data' };
    expect(await refusal(upload('x', 'application/json'))).toEqual(expected);
    expect(await refusal(upload('x', 'multipart/form-data'))).toEqual(expected);
  });

  it('should refuse a malformed or cut-off body in its own words', async () => {
    expect(await refusal(upload(file('a.pdf', PDF)))).toEqual({
      status: 400,
      message: 'The upload ended before its last part was complete',
    });
    expect(await refusal(upload('--XB\r\nno header end here\r\n--XB--\r\n'))).toEqual({
      status: 400,
      message: 'A part of the upload has malformed headers',
    });
  });

  it('should refuse a file one byte over the limit, more files than allowed and oversized fields', async () => {
    const over = `${PDF}${'0'.repeat(64 - PDF.length + 1)}`;
    expect(await refusal(upload(`${file('big.pdf', over)}--XB--\r\n`))).toEqual({
      status: 413,
      message: 'big.pdf is larger than 0 MB',
    });
    const exactly = `${PDF}${'0'.repeat(64 - PDF.length)}`;
    expect(await refusal(upload(`${file('limit.pdf', exactly)}--XB--\r\n`))).toBeNull();
    const three = `${file('1.pdf', PDF)}${file('2.pdf', PDF)}${file('3.pdf', PDF)}--XB--\r\n`;
    expect(await refusal(upload(three))).toEqual({ status: 413, message: 'At most 2 files per upload' });
    const field = part('Content-Disposition: form-data; name="note"', 'x'.repeat(1025));
    expect(await refusal(upload(`${field}--XB--\r\n`))).toEqual({
      status: 400,
      message: 'The upload form has oversized fields',
    });
  });

  it('should refuse a file whose first bytes are not a photo or PDF', async () => {
    expect(await refusal(upload(`${file('photo.jpg', 'MZ this is a program')}--XB--\r\n`))).toEqual({
      status: 415,
      message: 'photo.jpg is not a JPEG, PNG, HEIC or PDF file',
    });
  });

  it('should refuse with 413 a body the HTTP server cut off at the upload limit', async () => {
    const bytes = new TextEncoder().encode(`${file('a.pdf', `${PDF}${'0'.repeat(40)}`)}--XB--\r\n`);
    const body = limitedBody(new Response(bytes).body as ReadableStream<Uint8Array>, 100);
    expect(await refusal(upload(body))).toEqual({
      status: 413,
      message: 'The upload is too large: at most 2 files of 0 MB',
    });
  });
});
