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

/**
 * 15 MB per file, 5 files at a time: the photos and documents a customer adds to a request. Shared by the
 * server's checks and the request page's file chooser.
 *
 * @example
 * REQUEST_ATTACHMENT_LIMITS.maxFiles; // 5
 */
export const REQUEST_ATTACHMENT_LIMITS: UploadLimits = { maxFileBytes: 15 * 1024 * 1024, maxFiles: 5 };

/**
 * One document of at most 15 MB: the quote a provider admin puts to a customer for approval.
 *
 * @example
 * APPROVAL_UPLOAD_LIMITS.maxFiles; // 1
 */
export const APPROVAL_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 15 * 1024 * 1024, maxFiles: 1 };

// Multipart framing and the small form fields on top of the files themselves.
const FRAMING_ALLOWANCE = 1024 * 1024;

/**
 * The largest body an upload within `limits` can need: every file at its largest, plus framing.
 *
 * @example
 * uploadBodyBytes(MOBILE_UPLOAD_LIMITS); // 158334976 (151 MB)
 */
export function uploadBodyBytes(limits: UploadLimits): number {
  return limits.maxFiles * limits.maxFileBytes + FRAMING_ALLOWANCE;
}
