import { describe, expect, it } from 'vitest';
import {
  BodyTooLargeError,
  bodyLimitFor,
  declaredTooLarge,
  MAX_BODY_BYTES,
  readBodyText,
} from './body-limit.server.js';

/** A request whose body arrives as a stream of `chunks` chunks of `size` bytes, with no Content-Length. */
function streamed(chunks: number, size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return new Request('http://portal.test/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBodyText', () => {
  it('should read a body up to the limit', async () => {
    expect(await readBodyText(new Request('http://portal.test/', { method: 'POST', body: '{"a":1}' }))).toBe(
      '{"a":1}',
    );
    expect((await readBodyText(streamed(16, MAX_BODY_BYTES / 16))).length).toBe(MAX_BODY_BYTES);
  });

  it('should refuse a body whose Content-Length is over the limit without reading it', async () => {
    const request = new Request('http://portal.test/', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX_BODY_BYTES + 1) },
      body: 'x',
    });
    await expect(readBodyText(request)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('should refuse a body without Content-Length once its bytes pass the limit', async () => {
    await expect(readBodyText(streamed(17, MAX_BODY_BYTES / 16))).rejects.toThrow(
      'The request body is larger than 1 MB',
    );
  });
});

describe('bodyLimitFor', () => {
  it('should let only the upload route past 1 MB, whatever the Content-Type', () => {
    expect(bodyLimitFor('/mobile-upload/files')).toBe(151 * 1024 * 1024);
    expect(bodyLimitFor('/mobile-upload/files.data')).toBe(151 * 1024 * 1024);
    expect(bodyLimitFor('/login')).toBe(1024 * 1024);
    expect(bodyLimitFor('/reset-password')).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/auth/sign-in')).toBe(1024 * 1024);
    expect(bodyLimitFor('/mobile-upload')).toBe(1024 * 1024);
    expect(bodyLimitFor('/mobile-upload/files/x')).toBe(1024 * 1024);
  });
});

describe('declaredTooLarge', () => {
  it('should compare the declared length with the given limit', () => {
    expect(declaredTooLarge('1048577', MAX_BODY_BYTES)).toBe(true);
    expect(declaredTooLarge('1048576', MAX_BODY_BYTES)).toBe(false);
    expect(declaredTooLarge(undefined, MAX_BODY_BYTES)).toBe(false);
  });
});
