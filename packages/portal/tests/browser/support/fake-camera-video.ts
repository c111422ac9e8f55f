import { closeSync, openSync, writeSync } from 'node:fs';
import { encodeQrCode } from '@rigready/core';

/** Options of {@link writeFakeCameraVideo}. */
export interface FakeCameraVideoOptions {
  /** How many frames show each code. */
  framesPerCode: number;
  width: number;
  height: number;
  /** Frames a second Chromium plays the file at. */
  fps: number;
  /** All-white frames after each code, so that the same code twice is two readings; 1 by default. */
  blankFrames?: number;
}

// Video-range luma of black and white; chroma in the middle is no colour.
const BLACK = 16;
const WHITE = 235;
const NO_COLOUR = 128;
// Modules of white around the code (ISO/IEC 18004 asks for 4).
const QUIET_ZONE = 4;

/** The luma plane of a frame showing `payload` as a QR code, centered, as large as fits with its quiet zone. */
function codeLuma(payload: string, width: number, height: number): Uint8Array {
  const code = encodeQrCode(payload);
  const side = code.size + 2 * QUIET_ZONE;
  const scale = Math.floor(Math.min(width, height) / side);
  if (scale < 2)
    throw new RangeError(`A ${width}x${height} frame is too small for a ${code.size}-module code`);
  const luma = new Uint8Array(width * height).fill(WHITE);
  const left = Math.floor((width - code.size * scale) / 2);
  const top = Math.floor((height - code.size * scale) / 2);
  for (let row = 0; row < code.size; row++)
    for (let col = 0; col < code.size; col++) {
      if (!code.modules[row]?.[col]) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          BLACK,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
    }
  return luma;
}

/**
 * Writes a YUV4MPEG2 (.y4m, 4:2:0) video for Chromium's fake camera: each payload drawn as a QR code with
 * the labels' own encoder (black modules on white, a quiet zone, centered) for `framesPerCode` frames, then
 * white frames. Chromium plays it in a loop with `--use-fake-device-for-media-stream
 * --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=<path>`.
 *
 * @example
 * writeFakeCameraVideo('/tmp/labels.y4m', ['https://portal.example.com/joints/NW-0001'], {
 *   framesPerCode: 10, width: 640, height: 480, fps: 10,
 * });
 */
export function writeFakeCameraVideo(
  path: string,
  payloads: readonly string[],
  { framesPerCode, width, height, fps, blankFrames = 1 }: FakeCameraVideoOptions,
): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError('4:2:0 frames need an even width and height');
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(NO_COLOUR);
  const blank = new Uint8Array(width * height).fill(WHITE);
  const marker = Buffer.from('FRAME\n', 'latin1');
  const file = openSync(path, 'w');
  try {
    writeSync(file, Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1'));
    const frame = (luma: Uint8Array) => {
      writeSync(file, marker);
      writeSync(file, luma);
      writeSync(file, chroma);
    };
    for (const payload of payloads) {
      const luma = codeLuma(payload, width, height);
      for (let n = 0; n < framesPerCode; n++) frame(luma);
      for (let n = 0; n < blankFrames; n++) frame(blank);
    }
  } finally {
    closeSync(file);
  }
}
