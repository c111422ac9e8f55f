import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, readMultipart } from './multipart-stream.server.js';

const BODY = [
  'preamble\r\n',
  '--XyZ\r\n',
  'Content-Disposition: form-data; name="note"\r\n\r\n',
  'hello\r\n',
  '--XyZ\r\n',
  'Content-Disposition: form-data; name="files"; filename="a.jpg"\r\n',
  'Content-Type: image/jpeg\r\n\r\n',
  'line one\r\n--XyQ almost the boundary\r\n--Xy\r\nline two\r\n',
  '--XyZ--\r\n',
].join('');

async function parts(body: string, chunkSize: number) {
  const bytes = new TextEncoder().encode(body);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const out: { name: string; filename: string | null; data: string }[] = [];
  const decoder = new TextDecoder();
  await readMultipart(
    (async function* () {
      yield* chunks;
    })(),
    'XyZ',
    {
      onPartStart: (headers) => {
        out.push({ name: headers.name, filename: headers.filename, data: '' });
      },
      onPartData: (chunk) => {
        const last = out.at(-1);
        if (last) last.data += decoder.decode(chunk);
      },
      onPartEnd: () => undefined,
    },
  );
  return out;
}

describe('readMultipart', () => {
  it('reads fields and files however the body is split into chunks', async () => {
    const expected = [
      { name: 'note', filename: null, data: 'hello' },
      { name: 'files', filename: 'a.jpg', data: 'line one\r\n--XyQ almost the boundary\r\n--Xy\r\nline two' },
    ];
    for (const size of [1, 2, 3, 7, 64, 4096]) expect(await parts(BODY, size)).toEqual(expected);
  });

  it('refuses a body cut off before its closing boundary', async () => {
    await expect(parts(BODY.slice(0, -9), 16)).rejects.toThrow(MultipartError);
  });

  it('refuses a part without a form-data name', async () => {
    await expect(parts('--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--', 8)).rejects.toThrow(
      'A part of the upload has no form-data name',
    );
  });
});

describe('multipartBoundary', () => {
  it('reads a plain or quoted boundary of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----x1')).toBe('----x1');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
