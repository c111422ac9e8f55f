import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.server.js';

describe('precompressFolder', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("should compress the label scanner's WebAssembly beside the text files, and leave images alone", async () => {
    root = await mkdtemp(join(tmpdir(), 'rigready-precompress-'));
    await writeFile(join(root, 'zxing_reader-x1.wasm'), Buffer.alloc(4096, 'wasm'));
    await writeFile(join(root, 'app-x2.js'), 'console.log(1);\n'.repeat(200));
    await writeFile(join(root, 'logo.png'), Buffer.alloc(4096, 7));
    expect(await precompressFolder(root)).toBe(2);
    expect(existsSync(join(root, 'zxing_reader-x1.wasm.br'))).toBe(true);
    expect(existsSync(join(root, 'zxing_reader-x1.wasm.gz'))).toBe(true);
    expect(existsSync(join(root, 'logo.png.br'))).toBe(false);
  });
});
