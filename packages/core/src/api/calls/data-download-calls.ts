import { saveJsonDownload } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import type { Transport } from '../transport.js';

/**
 * The data download page's calls: each fetches the full JSON list and saves it as `<q>_oimr.json`.
 *
 * @example
 * const { dpjson } = createDataDownloadCalls(transport);
 * await dpjson(); // saveBlob(blob, 'dp_oimr.json')
 */
export function createDataDownloadCalls(transport: Transport) {
  const download = (q: 'dp' | 'dc' | 'hw') => (options?: CallOptions) =>
    saveJsonDownload(
      transport,
      { call: `${q}json`, method: 'get', path: `/${q}json` },
      `${q}_oimr.json`,
      options,
    );
  return {
    /** GET /dpjson: saves the drill pipe data as dp_oimr.json. */
    dpjson: download('dp'),
    /** GET /dcjson: saves the drill collar data as dc_oimr.json. */
    dcjson: download('dc'),
    /** GET /hwjson: saves the heavy weight data as hw_oimr.json. */
    hwjson: download('hw'),
  };
}
