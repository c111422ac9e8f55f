/** What the page tells a person when the camera cannot be used; the typed serial always works. */
export const CAMERA_PROBLEMS = {
  insecure:
    'This browser gives no camera to this page (the camera needs an https connection). Type the serial number instead.',
  denied:
    'The camera is not allowed for this site. Allow it in the browser’s site settings, or type the serial number.',
  missing: 'This device has no camera. Type the serial number instead.',
  busy: 'The camera is in use by another app. Close it and try again, or type the serial number.',
  stopped: 'The camera stopped. Start it again, or type the serial number.',
} as const;

/**
 * The message for an error of `getUserMedia` (a DOMException by name), for the page's status text.
 *
 * @example
 * cameraProblem(new DOMException('Permission denied', 'NotAllowedError')); // CAMERA_PROBLEMS.denied
 */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_PROBLEMS.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_PROBLEMS.missing;
  if (name === 'NotReadableError' || name === 'AbortError') return CAMERA_PROBLEMS.busy;
  const detail = error instanceof Error ? error.message : String(error);
  return `The camera could not be started (${detail}). Type the serial number instead.`;
}
