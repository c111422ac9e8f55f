/** What a label names: a tubular joint or a BHA tool; unknown for a public serial history link or a bare serial. */
export type LabelKind = 'joint' | 'tool';

/** The serial number a label or typed text names, and what it is when the label says so. */
export interface LabelSerial {
  serial: string;
  kind?: LabelKind;
}

/** Longer than the longest serial number of the data (and of a label's text line). */
const MAX_SERIAL_LENGTH = 64;

// A link starts with its scheme and '//'; anything else is read as a serial number (which may hold a ':').
const LINK = /^[a-z][a-z0-9+.-]*:\/\//i;
// Control characters, which no serial number holds: a QR payload of binary data is not a label.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

function serialOf(text: string | null | undefined): string | null {
  const serial = text?.trim() ?? '';
  if (serial === '' || serial.length > MAX_SERIAL_LENGTH || CONTROL.test(serial)) return null;
  return serial;
}

function segmentOf(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function fromLink(url: URL): LabelSerial | null {
  const parts = url.pathname.split('/').slice(1);
  if (parts.length === 2 && (parts[0] === 'joints' || parts[0] === 'tools')) {
    const serial = serialOf(segmentOf(parts[1] ?? ''));
    return serial ? { serial, kind: parts[0] === 'joints' ? 'joint' : 'tool' } : null;
  }
  // A customer's public serial history: its slug page or /keystone?customer=.., one path segment either way.
  if (parts.length === 1 && parts[0] !== '') {
    const serial = serialOf(url.searchParams.get('serialnr'));
    return serial ? { serial } : null;
  }
  return null;
}

/**
 * The serial number a decoded QR code or a typed text names: a label link of this portal
 * (`<origin>/joints/<serial>`, `<origin>/tools/<serial>`, a public serial history link
 * `<origin>/<slug>?serialnr=<serial>` or `<origin>/keystone?customer=..&serialnr=<serial>`) or a bare serial
 * number. Null for what is no label: empty text, a link to another site or another page, a serial number
 * longer than 64 characters or with control characters.
 *
 * @example
 * labelSerial('https://portal.example.com/joints/NW%200001', 'https://portal.example.com');
 * // { serial: 'NW 0001', kind: 'joint' }
 * labelSerial('  NW-0001 ', 'https://portal.example.com'); // { serial: 'NW-0001' }
 * labelSerial('https://elsewhere.example/joints/NW-0001', 'https://portal.example.com'); // null
 */
export function labelSerial(text: string, origin: string): LabelSerial | null {
  const trimmed = text.trim();
  if (!LINK.test(trimmed)) {
    const serial = serialOf(trimmed);
    return serial ? { serial } : null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin ? fromLink(url) : null;
}
