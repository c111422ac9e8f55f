import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, bodyLimitFor, declaredTooLarge, readBodyText } from './body-limit.server.js';

// The limit the error message names: 1 MB of 1,024 × 1,024 bytes.
const ONE_MB = 1_048_576;

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
    expect((await readBodyText(streamed(16, ONE_MB / 16))).length).toBe(ONE_MB);
  });

  it('should refuse a body whose Content-Length is over the limit without reading it', async () => {
    const request = new Request('http://portal.test/', {
      method: 'POST',
      headers: { 'Content-Length': String(ONE_MB + 1) },
      body: 'x',
    });
    await expect(readBodyText(request)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('should refuse a body without Content-Length once its bytes pass the limit', async () => {
    await expect(readBodyText(streamed(17, ONE_MB / 16))).rejects.toThrow(
      'The request body is larger than 1 MB',
    );
  });
});

describe('bodyLimitFor', () => {
  // The upload route: 10 files of 15 MB and 1 MB of framing, 151 MB.
  it('should let only the upload route past 1 MB, whatever the Content-Type', () => {
    expect(bodyLimitFor('/mobile-upload/files')).toBe(158_334_976);
    expect(bodyLimitFor('/mobile-upload/files.data')).toBe(158_334_976);
    expect(bodyLimitFor('/approvals/quote')).toBe(16_777_216);
    expect(bodyLimitFor('/approvals')).toBe(ONE_MB);
    expect(bodyLimitFor('/login')).toBe(ONE_MB);
    expect(bodyLimitFor('/reset-password')).toBe(ONE_MB);
    expect(bodyLimitFor('/api/auth/sign-in')).toBe(ONE_MB);
    expect(bodyLimitFor('/mobile-upload')).toBe(ONE_MB);
    expect(bodyLimitFor('/mobile-upload/files/x')).toBe(ONE_MB);
  });

  it('should give the import route the configured import limit, and its status call 1 MB', () => {
    expect(bodyLimitFor('/api/import', 5_000_000)).toBe(5_000_000);
    expect(bodyLimitFor('/api/import/', 5_000_000)).toBe(5_000_000);
    expect(bodyLimitFor('/api/import/0b7c', 5_000_000)).toBe(ONE_MB);
    expect(bodyLimitFor('/api/importx', 5_000_000)).toBe(ONE_MB);
  });
});

describe('declaredTooLarge', () => {
  it('should compare the declared length with the given limit', () => {
    expect(declaredTooLarge('1048577', ONE_MB)).toBe(true);
    expect(declaredTooLarge('1048576', ONE_MB)).toBe(false);
    expect(declaredTooLarge(undefined, ONE_MB)).toBe(false);
  });
});
