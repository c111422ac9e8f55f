import { describe, expect, it } from 'vitest';
import { base32, matchingTotpStep, otpauthUri, totpCode } from './totp.server.js';

// RFC 6238 Appendix B: the seeds are the ASCII digits repeated to the hash's length.
const SEED_SHA1 = new TextEncoder().encode('12345678901234567890');
const SEED_SHA256 = new TextEncoder().encode('12345678901234567890123456789012');
const SEED_SHA512 = new TextEncoder().encode(
  '1234567890123456789012345678901234567890123456789012345678901234',
);

const RFC_6238_VECTORS = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
] as const;

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_6238_VECTORS)(
    'at %i s gives the RFC codes for SHA1, SHA256 and SHA512',
    (seconds, sha1, sha256, sha512) => {
      const at = new Date(seconds * 1000);
      expect(totpCode(SEED_SHA1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
      expect(totpCode(SEED_SHA256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpCode(SEED_SHA512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    },
  );

  it('uses 6 digits and SHA-1 by default, the last 6 digits of the 8-digit code', () => {
    expect(totpCode(SEED_SHA1, new Date(59_000))).toBe('287082');
    expect(totpCode(SEED_SHA1, new Date(1111111109_000))).toBe('081804');
  });

  it('accepts the previous, current and next step and answers the step matched', () => {
    // 1111111109 s is step 37037036; its code is '081804'.
    expect(matchingTotpStep(SEED_SHA1, '081804', new Date(1111111109_000))).toBe(37037036);
    expect(matchingTotpStep(SEED_SHA1, '081804', new Date(1111111139_000))).toBe(37037036);
    expect(matchingTotpStep(SEED_SHA1, '081804', new Date(1111111079_000))).toBe(37037036);
    expect(matchingTotpStep(SEED_SHA1, '081804', new Date(1111111169_000))).toBeNull();
    expect(matchingTotpStep(SEED_SHA1, '081805', new Date(1111111109_000))).toBeNull();
    expect(matchingTotpStep(SEED_SHA1, '81804', new Date(1111111109_000))).toBeNull();
  });

  it('ignores spaces in a typed code', () => {
    expect(matchingTotpStep(SEED_SHA1, '081 804', new Date(1111111109_000))).toBe(37037036);
  });

  it('writes secrets in base32 without padding (RFC 4648 test vectors)', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(new TextEncoder().encode('f'))).toBe('MY');
    expect(base32(SEED_SHA1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ secret: SEED_SHA1, issuer: 'rigready', account: 'ann@example.com' })).toBe(
      'otpauth://totp/rigready:ann%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=rigready&algorithm=SHA1&digits=6&period=30',
    );
  });
});
