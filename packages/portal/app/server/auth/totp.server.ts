import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How a TOTP code is made: RFC 6238 allows SHA-1, SHA-256 and SHA-512 and 6 to 8 digits. */
export interface TotpOptions {
  digits?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

const STEP_SECONDS = 30;

/**
 * The 30-second step an instant falls in (RFC 6238's T, counted from the Unix epoch).
 *
 * @example
 * totpStep(new Date(59_000)); // 1
 */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / STEP_SECONDS);
}

// RFC 4226's HOTP: HMAC of the 8-byte big-endian counter, dynamic truncation, the last `digits` digits.
function hotp(secret: Uint8Array, counter: number, { digits = 6, algorithm = 'sha1' }: TotpOptions): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The TOTP code of `secret` at an instant: by default 6 digits of HMAC-SHA-1, as authenticator apps make.
 *
 * @example
 * totpCode(new TextEncoder().encode('12345678901234567890'), new Date(59_000), { digits: 8 }); // '94287082'
 */
export function totpCode(secret: Uint8Array, at: Date, options: TotpOptions = {}): string {
  return hotp(secret, totpStep(at), options);
}

/**
 * The step whose 6-digit code `typed` is, among the previous, current and next step at `at` (a phone's clock
 * may be a little off), or null. The caller refuses a step it took before.
 *
 * @example
 * const step = matchingTotpStep(secret, '287082', new Date());
 */
export function matchingTotpStep(secret: Uint8Array, typed: string, at: Date): number | null {
  const code = typed.replaceAll(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step, {})), Buffer.from(code))) return step;
  }
  return null;
}

/**
 * A new TOTP secret: 160 random bits, the length RFC 4226 recommends for HMAC-SHA-1.
 *
 * @example
 * const secret = newTotpSecret(); // 20 bytes
 */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Bytes in RFC 4648 base32 without padding, the form authenticator apps take a secret in.
 *
 * @example
 * base32(new TextEncoder().encode('foobar')); // 'MZXW6YTBOI'
 */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The `otpauth://` URI an authenticator app reads from the enrolment QR code (Key URI Format).
 *
 * @example
 * otpauthUri({ secret, issuer: 'rigready', account: 'ann@example.com' });
 * // 'otpauth://totp/rigready:ann%40example.com?secret=...&issuer=rigready&algorithm=SHA1&digits=6&period=30'
 */
export function otpauthUri(input: { secret: Uint8Array; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = `secret=${base32(input.secret)}&issuer=${encodeURIComponent(input.issuer)}`;
  return `otpauth://totp/${label}?${query}&algorithm=SHA1&digits=6&period=${STEP_SECONDS}`;
}

/**
 * What an enrolment shows of a new secret: the `otpauth://` URI (for the QR code) with the issuer
 * `rigready`, and the secret in base32 in groups of four, for typing into an app by hand.
 *
 * @example
 * authenticatorEntry(secret, 'ann@example.com'); // { uri: 'otpauth://totp/rigready:ann%40...', secret: 'GEZD GNBV ...' }
 */
export function authenticatorEntry(secret: Uint8Array, account: string): { uri: string; secret: string } {
  return {
    uri: otpauthUri({ secret, issuer: 'rigready', account }),
    secret: base32(secret).replace(/(.{4})(?=.)/g, '$1 '),
  };
}
