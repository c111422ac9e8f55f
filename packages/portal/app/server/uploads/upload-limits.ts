/** Limits of one mobile upload. */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/**
 * 15 MB per file, 10 files: a phone's photos and scanned PDFs of one order. Shared by the server's checks
 * and the phone page's checks before sending (so this module has no server-only import).
 *
 * @example
 * MOBILE_UPLOAD_LIMITS.maxFiles; // 10
 */
export const MOBILE_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 15 * 1024 * 1024, maxFiles: 10 };
