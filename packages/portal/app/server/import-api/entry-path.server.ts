import { ArchiveRefusal } from './archive-refusal.server.js';

/**
 * The path an archive entry may take inside the unpack folder: relative, with `/` between names, without
 * `.` or empty names ('' for the folder itself). Refused: a NUL character, an absolute path (`/x`, `\x`,
 * `C:x`) and any `..` name, whether it would leave the folder or not. A backslash counts as a separator,
 * so `..\x` is refused too.
 *
 * @throws ArchiveRefusal 400 naming the entry and what is wrong with it.
 * @example
 * entryPath('./export/serials.ndjson'); // 'export/serials.ndjson'
 * entryPath('../etc/passwd');          // throws: leaves the data set's folder
 */
export function entryPath(name: string): string {
  const shown = JSON.stringify(name);
  if (name.includes('\0'))
    throw new ArchiveRefusal(400, `The archive entry ${shown} has a NUL character in its name`);
  if (/^([a-zA-Z]:|[/\\])/.test(name))
    throw new ArchiveRefusal(
      400,
      `The archive entry ${shown} has an absolute path: entries must be relative`,
    );
  const names = name.split(/[/\\]/).filter((part) => part !== '' && part !== '.');
  if (names.includes('..'))
    throw new ArchiveRefusal(
      400,
      `The archive entry ${shown} leaves the data set's folder (..): path traversal is refused`,
    );
  return names.join('/');
}
