// Renders the app's icons from public/favicon.svg and writes public/manifest.webmanifest; both are
// committed. Run it (`pnpm --filter @rigready/portal icons`) when the favicon or the manifest changes: the
// build itself then needs no native canvas, and a reviewer sees the PNGs the browsers will show.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { APP_COLOURS, WEB_APP_MANIFEST } from '../app/shared/web-app-manifest.js';

const PUBLIC = join(import.meta.dirname, '..', 'public');

// A maskable icon is cut to a circle or squircle of 80% of its width: the logo is drawn at 60%, centred on
// the theme colour, so no mask reaches it.
const MASKABLE_LOGO_SHARE = 0.6;

/** The favicon at `size` pixels: the SVG is given that size so Skia draws the vector, not a scaled bitmap. */
async function logoAt(size: number) {
  const svg = await readFile(join(PUBLIC, 'favicon.svg'), 'utf8');
  return loadImage(Buffer.from(svg.replace('<svg ', `<svg width="${size}" height="${size}" `)));
}

async function renderIcon(size: number, maskable: boolean): Promise<Buffer> {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  if (maskable) {
    const logoSize = Math.round(size * MASKABLE_LOGO_SHARE);
    const offset = Math.round((size - logoSize) / 2);
    context.fillStyle = APP_COLOURS.theme;
    context.fillRect(0, 0, size, size);
    context.drawImage(await logoAt(logoSize), offset, offset, logoSize, logoSize);
  } else {
    context.drawImage(await logoAt(size), 0, 0, size, size);
  }
  return canvas.encode('png');
}

for (const icon of WEB_APP_MANIFEST.icons) {
  const size = Number(icon.sizes.split('x')[0]);
  await writeFile(join(PUBLIC, icon.src), await renderIcon(size, icon.purpose === 'maskable'));
  console.log(`[rigready] rendered ${icon.src} (${icon.sizes}, ${icon.purpose})`);
}
await writeFile(join(PUBLIC, 'manifest.webmanifest'), `${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`);
console.log('[rigready] wrote public/manifest.webmanifest');
