import { encodeQrCode } from '@rigready/core';
import { useId, useMemo } from 'react';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode, usually a link (at most 213 UTF-8 bytes: QR version 10 at level M). */
  value: string;
  /** The accessible name, e.g. 'QR code of the serial history of BHA-1001'. */
  title: string;
  /** An accessible description; defaults to the encoded text so a screen reader can read the link. */
  description?: string;
  /** Rendered width and height in pixels (default 192). */
  size?: number;
  /** Light modules around the symbol; scanners need 4 (the default). */
  quietZone?: number;
  className?: string;
}

/**
 * A QR code as an SVG image (core's encoder: byte mode, level M). Always dark on white whatever the theme,
 * since scanners need the contrast; one path for all dark modules keeps large codes light in the DOM.
 *
 * @example
 * <QrCode value="https://portal.example/keystone?customer=ACME&serialnr=B-7" title="Serial history of B-7" />
 */
export function QrCode({ value, title, description, size = 192, quietZone = 4, className }: QrCodeProps) {
  const id = useId();
  const { path, extent } = useMemo(() => {
    const { modules, size: modulesPerSide } = encodeQrCode(value);
    const parts: string[] = [];
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
      });
    });
    return { path: parts.join(''), extent: modulesPerSide + 2 * quietZone };
  }, [value, quietZone]);
  return (
    <svg
      className={className ? `rr-qr-code ${className}` : 'rr-qr-code'}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description ?? value}</desc>
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
