import { describe, expect, it } from 'vitest';
import { detectUploadFileType } from './file-signature.server.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectUploadFileType', () => {
  it('recognises JPEG, PNG, PDF and HEIC by their first bytes', () => {
    expect(detectUploadFileType(bytes(0xff, 0xd8, 0xff, 0xe1))?.kind).toBe('jpeg');
    expect(detectUploadFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.kind).toBe('png');
    expect(detectUploadFileType(text('%PDF-1.7\n'))).toEqual({
      kind: 'pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(detectUploadFileType(new Uint8Array([0, 0, 0, 24, ...text('ftypheic')]))?.kind).toBe('heic');
    expect(detectUploadFileType(new Uint8Array([0, 0, 0, 24, ...text('ftypmif1')]))?.kind).toBe('heic');
  });

  it('refuses anything else, whatever it is called: other formats, near misses and too few bytes', () => {
    expect(detectUploadFileType(text('MZ\x90\x00'))).toBeNull();
    expect(detectUploadFileType(text('%PDF'))).toBeNull();
    expect(detectUploadFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectUploadFileType(new Uint8Array([0, 0, 0, 24, ...text('ftypisom')]))).toBeNull();
    expect(detectUploadFileType(new Uint8Array(0))).toBeNull();
  });
});
