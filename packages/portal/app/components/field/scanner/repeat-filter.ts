/**
 * Tells a new reading from the same QR code still in front of the camera: a payload counts when it was
 * not read in the last `windowMs` milliseconds. The window slides with every reading, so a label held
 * still for a minute is one scan, and the same label read again after a pause of `windowMs` is a new one.
 *
 * @example
 * const isNew = repeatFilter(1500);
 * isNew('NW-0001', 0); // true
 * isNew('NW-0001', 1000); // false: still in front of the camera
 * isNew('NW-0001', 3000); // true: not read for 2 s
 */
export function repeatFilter(windowMs: number): (payload: string, now: number) => boolean {
  const lastRead = new Map<string, number>();
  return (payload, now) => {
    for (const [seen, at] of lastRead) if (now - at >= windowMs) lastRead.delete(seen);
    const isNew = !lastRead.has(payload);
    lastRead.set(payload, now);
    return isNew;
  };
}
