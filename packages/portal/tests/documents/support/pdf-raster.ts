import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { renderPageAsImage } from 'unpdf';

/** A rendered PDF page: RGBA pixels, and how many pixels a PDF point is. */
export interface PageRaster {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  scale: number;
}

/** A rectangle of a page in PDF points, measured from the page's top-left corner. */
export interface PointRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Renders one page of a PDF to pixels with pdf.js (through unpdf) on a Skia canvas: what a printer or a
 * viewer would draw, read independently of the code that wrote the PDF.
 *
 * @example
 * const page = await rasterPdfPage(bytes, 1, 4);
 */
export async function rasterPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  scale: number,
): Promise<PageRaster> {
  const png = await renderPageAsImage(new Uint8Array(bytes), pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, pixels: data, scale };
}

/** A QR code read off a page: its text and the centre of its symbol in points from the page's top-left. */
export interface FoundQrCode {
  text: string;
  centre: { x: number; y: number };
}

/**
 * The QR code found inside a rectangle of a rendered page (jsQR, an independent decoder), or null when
 * there is none: a code that strays outside the rectangle is not found.
 *
 * @example
 * decodeQrIn(page, { x: 13.18, y: 42.94, width: 280.91, height: 108 })?.text; // 'https://…/joints/NW-0001'
 */
export function decodeQrIn(page: PageRaster, rect: PointRect): FoundQrCode | null {
  const left = Math.round(rect.x * page.scale);
  const top = Math.round(rect.y * page.scale);
  const width = Math.min(Math.round(rect.width * page.scale), page.width - left);
  const height = Math.min(Math.round(rect.height * page.scale), page.height - top);
  const crop = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const start = ((top + row) * page.width + left) * 4;
    crop.set(page.pixels.subarray(start, start + width * 4), row * width * 4);
  }
  const found = jsQR(crop, width, height);
  if (!found) return null;
  const corners = [
    found.location.topLeftCorner,
    found.location.topRightCorner,
    found.location.bottomLeftCorner,
    found.location.bottomRightCorner,
  ];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    text: found.data,
    centre: {
      x: (left + mean(corners.map((corner) => corner.x))) / page.scale,
      y: (top + mean(corners.map((corner) => corner.y))) / page.scale,
    },
  };
}
