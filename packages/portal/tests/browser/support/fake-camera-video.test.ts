import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeCameraVideo } from './fake-camera-video.js';

const dir = mkdtempSync(join(tmpdir(), 'rigready-fake-camera-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Frame `index` of a 4:2:0 .y4m file as RGBA (its luma as grey), read without the writer's code. */
function frameOf(bytes: Buffer, width: number, height: number, index: number): Uint8ClampedArray {
  const headerEnd = bytes.indexOf(0x0a) + 1;
  const frameBytes = 'FRAME\n'.length + width * height * 1.5;
  const start = headerEnd + index * frameBytes;
  expect(bytes.subarray(start, start + 6).toString('latin1')).toBe('FRAME\n');
  const luma = bytes.subarray(start + 6, start + 6 + width * height);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (const [i, y] of luma.entries()) rgba.set([y, y, y, 255], i * 4);
  return rgba;
}

describe('writeFakeCameraVideo', () => {
  it('should write a YUV4MPEG2 file whose frames show each payload as a QR code, then a white frame', () => {
    const path = join(dir, 'labels.y4m');
    writeFakeCameraVideo(
      path,
      ['https://portal.example.com/joints/NW-0001', 'https://portal.example.com/tools/JAR-77'],
      { framesPerCode: 3, width: 640, height: 480, fps: 10 },
    );
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, bytes.indexOf(0x0a)).toString('latin1')).toBe(
      'YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg',
    );
    // 2 codes x (3 frames + 1 white): 8 frames of 6 + 640 x 480 x 1.5 bytes after the 43-byte header.
    expect(bytes.length).toBe(43 + 8 * 460_806);
    expect(jsQR(frameOf(bytes, 640, 480, 0), 640, 480)?.data).toBe(
      'https://portal.example.com/joints/NW-0001',
    );
    expect(jsQR(frameOf(bytes, 640, 480, 2), 640, 480)?.data).toBe(
      'https://portal.example.com/joints/NW-0001',
    );
    expect(jsQR(frameOf(bytes, 640, 480, 3), 640, 480)).toBeNull();
    expect(jsQR(frameOf(bytes, 640, 480, 4), 640, 480)?.data).toBe('https://portal.example.com/tools/JAR-77');
    expect(jsQR(frameOf(bytes, 640, 480, 7), 640, 480)).toBeNull();
  });

  it('should refuse an odd frame size, which 4:2:0 cannot halve', () => {
    expect(() =>
      writeFakeCameraVideo(join(dir, 'odd.y4m'), ['NW-0001'], {
        framesPerCode: 1,
        width: 641,
        height: 480,
        fps: 10,
      }),
    ).toThrow('4:2:0 frames need an even width and height');
  });
});
