import { describe, expect, it } from 'vitest';
import { certificatePdfBytes } from './certificate-text.js';

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('certificatePdfBytes', () => {
  it("unwraps b'…' and decodes the base64 inside", () => {
    expect(text(certificatePdfBytes("b'JVBERi0xLjQ='"))).toBe('%PDF-1.4');
  });

  it('answers null for a certificate without a file, or an empty wrapping', () => {
    expect(certificatePdfBytes('')).toBeNull();
    expect(certificatePdfBytes("b''")).toBeNull();
  });

  it('refuses text too short to be wrapped, or not base64 inside', () => {
    expect(() => certificatePdfBytes('ab')).toThrow(/b'…'/);
    expect(() => certificatePdfBytes("b'%%%'")).toThrow(/not base64/);
  });
});
