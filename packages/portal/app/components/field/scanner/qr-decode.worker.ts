/// <reference lib="webworker" />
// Decodes QR codes in camera frames off the page's thread, with ZXing-C++ compiled to WebAssembly. The .wasm
// is one of the portal's own built assets (Vite's `?url`), never the CDN the package would use by default;
// served as application/wasm, it compiles while it downloads.

import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecodeReply, QrDecodeRequest } from './qr-decode-messages.js';

declare const self: DedicatedWorkerGlobalScope;

const ready = prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
});

self.onmessage = async ({ data }: MessageEvent<QrDecodeRequest>) => {
  let reply: QrDecodeReply;
  try {
    await ready;
    const started = performance.now();
    const results = await readBarcodes(data.image, {
      formats: ['QRCode'],
      maxNumberOfSymbols: 4,
      tryHarder: true,
    });
    reply = {
      id: data.id,
      texts: results.filter((result) => result.isValid).map((result) => result.text),
      ms: performance.now() - started,
    };
  } catch (error) {
    reply = { id: data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
