import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera-problem.js';

describe('cameraProblem', () => {
  it('should tell a refused permission from a missing and a busy camera', () => {
    expect(cameraProblem(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      'The camera is not allowed for this site. Allow it in the browser’s site settings, or type the serial number.',
    );
    expect(cameraProblem(new DOMException('Requested device not found', 'NotFoundError'))).toBe(
      'This device has no camera. Type the serial number instead.',
    );
    expect(cameraProblem(new DOMException('Could not start video source', 'NotReadableError'))).toBe(
      'The camera is in use by another app. Close it and try again, or type the serial number.',
    );
  });

  it('should name what went wrong otherwise', () => {
    expect(cameraProblem(new TypeError('bad constraints'))).toBe(
      'The camera could not be started (bad constraints). Type the serial number instead.',
    );
  });
});
