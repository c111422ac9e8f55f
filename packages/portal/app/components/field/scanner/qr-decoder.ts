import type { QrDecodeReply, QrDecodeRequest } from './qr-decode-messages.js';

/** Finds the QR codes in camera frames. */
export interface QrDecoder {
  /** Which decoder it is: the browser's own or ZXing-C++ (WebAssembly) in a worker. */
  readonly kind: 'barcode-detector' | 'zxing-worker';
  /** The texts of the QR codes in one frame (none is an empty list). */
  decode(frame: ImageData): Promise<string[]>;
  /** Frees the decoder (ends the worker). */
  close(): void;
}

// The Shape Detection API is not in TypeScript's DOM library yet; this is the part of it used here.
interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function barcodeDetector(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  // Chromium on Linux and Windows defines the class but supports no format.
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    kind: 'barcode-detector',
    decode: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue),
    close: () => {},
  };
}

function zxingWorker(): QrDecoder {
  const worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (texts: string[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  // A worker that failed (its script or the .wasm could not load) answers no more frames: say so at once.
  let broken: Error | null = null;
  worker.onmessage = ({ data }: MessageEvent<QrDecodeReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.error === undefined) waiting?.resolve(data.texts);
    else waiting?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = new Error(event.message ? `The QR decoder stopped: ${event.message}` : 'The QR decoder stopped');
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  };
  return {
    kind: 'zxing-worker',
    decode: (frame) =>
      new Promise((resolve, reject) => {
        if (broken) {
          reject(broken);
          return;
        }
        next += 1;
        pending.set(next, { resolve, reject });
        const request: QrDecodeRequest = { id: next, image: frame };
        // The frame's pixels move to the worker instead of being copied.
        worker.postMessage(request, [frame.data.buffer]);
      }),
    close: () => {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error('The QR decoder was closed'));
      pending.clear();
    },
  };
}

/**
 * The best QR decoder of this browser: its own BarcodeDetector where it reads 'qr_code' (Android, macOS,
 * ChromeOS), else ZXing-C++ compiled to WebAssembly in a Web Worker, loaded from the portal's own assets.
 *
 * @example
 * const decoder = await createQrDecoder();
 * const texts = await decoder.decode(context.getImageData(0, 0, 640, 480)); // ['https://portal.example.com/joints/NW-0001']
 * decoder.close();
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await barcodeDetector()) ?? zxingWorker();
}
