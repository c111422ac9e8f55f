import type { ImportLimits } from '../config/env.server.js';
import { ArchiveRefusal } from './archive-refusal.server.js';

/**
 * What an archive may still unpack to: entries are counted against PORTAL_IMPORT_MAX_FILES and bytes
 * against PORTAL_IMPORT_MAX_UNPACKED_BYTES, declared sizes before a byte is written and written bytes as
 * they come, so neither a lying header nor a zip or gzip bomb gets past the limit.
 *
 * @example
 * const budget = new UnpackBudget(env.imports);
 * budget.takeEntry(); budget.takeBytes(header.size);
 */
export class UnpackBudget {
  files = 0;
  bytes = 0;
  constructor(private readonly limits: Pick<ImportLimits, 'maxFiles' | 'maxUnpackedBytes'>) {}

  /** Counts one more entry (file or folder). */
  takeEntry(): void {
    this.files += 1;
    if (this.files > this.limits.maxFiles) throw tooManyFiles(this.limits.maxFiles);
  }

  /** Counts `count` more unpacked bytes. */
  takeBytes(count: number): void {
    this.bytes += count;
    if (this.bytes > this.limits.maxUnpackedBytes) throw tooLarge(this.limits.maxUnpackedBytes);
  }

  /** Refuses an entry whose declared size would go past the limit, before a byte of it is read. */
  checkDeclared(count: number): void {
    if (this.bytes + count > this.limits.maxUnpackedBytes) throw tooLarge(this.limits.maxUnpackedBytes);
  }
}

/**
 * The refusal of an archive with more than `maxFiles` entries.
 *
 * @example
 * throw tooManyFiles(100_000);
 */
export function tooManyFiles(maxFiles: number): ArchiveRefusal {
  return new ArchiveRefusal(413, `The archive holds more than ${maxFiles} files (PORTAL_IMPORT_MAX_FILES)`);
}

/**
 * The refusal of an archive that unpacks to more than `maxBytes`.
 *
 * @example
 * throw tooLarge(4 * 1024 ** 3);
 */
export function tooLarge(maxBytes: number): ArchiveRefusal {
  return new ArchiveRefusal(
    413,
    `The archive unpacks to more than ${maxBytes} bytes (PORTAL_IMPORT_MAX_UNPACKED_BYTES): refused, as a zip or gzip bomb would be`,
  );
}
