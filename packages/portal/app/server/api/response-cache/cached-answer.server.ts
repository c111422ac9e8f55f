import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding the cache can serve besides the identity. */
export type AnswerEncoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Quality 5 and level 6 are a good trade on 2 MB of JSON: about a tenth of the size in tens of
// milliseconds, off the event loop (zlib runs on the thread pool), and only once per cached answer.
function compress(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipped(body, { level: 6 });
}

/**
 * One serialised /api answer as the cache keeps it: the JSON bytes, their entity tag, when it was made, and
 * its compressed copies, each made on first demand.
 *
 * @example
 * const answer = new CachedAnswer(Buffer.from(JSON.stringify(rows)), Date.now());
 * const { body } = await answer.encoded('br');
 */
export class CachedAnswer {
  readonly body: Buffer;
  /** A strong tag of the JSON bytes: `"<sha1, base64url>"`. */
  readonly etag: string;
  readonly createdAt: number;
  readonly #encoded = new Map<AnswerEncoding, Promise<Buffer>>();
  #encodedBytes = 0;

  constructor(body: Buffer, createdAt: number) {
    this.body = body;
    this.etag = `"${hash('sha1', body, 'base64url')}"`;
    this.createdAt = createdAt;
  }

  /** The bytes held: the JSON and every compressed copy made so far. */
  get bytes(): number {
    return this.body.byteLength + this.#encodedBytes;
  }

  /**
   * The answer in `encoding`, compressed once and kept; `onGrown` is told when a new copy adds weight.
   * Small answers come back uncompressed (`encoding: null`).
   */
  async encoded(
    encoding: AnswerEncoding | null,
    onGrown: () => void = () => {},
  ): Promise<{ body: Buffer; encoding: AnswerEncoding | null }> {
    if (!encoding || this.body.byteLength < MIN_COMPRESSED_BYTES) return { body: this.body, encoding: null };
    let pending = this.#encoded.get(encoding);
    if (!pending) {
      pending = compress(this.body, encoding);
      this.#encoded.set(encoding, pending);
      pending.then(
        (compressed) => {
          this.#encodedBytes += compressed.byteLength;
          onGrown();
        },
        () => this.#encoded.delete(encoding),
      );
    }
    return { body: await pending, encoding };
  }
}
