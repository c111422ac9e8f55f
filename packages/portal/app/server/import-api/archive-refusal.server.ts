/**
 * An archive pushed to `POST /api/import` that is refused before anything is imported, with the HTTP
 * status it answers and a message that says what is wrong: 400 malformed or unsafe, 409 an import under
 * way, 413 over a limit, 415 not an archive.
 *
 * @example
 * throw new ArchiveRefusal(413, 'The archive holds more than 100000 files (PORTAL_IMPORT_MAX_FILES)');
 */
export class ArchiveRefusal extends Error {
  override name = 'ArchiveRefusal';
  constructor(
    readonly status: 400 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}
