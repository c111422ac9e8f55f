import { useFetcher } from 'react-router';
import type { RequestAttachment } from '../../server/actions/requests/read-request.server.js';
import { REQUEST_ATTACHMENT_LIMITS } from '../../shared/upload-limits.js';
import { useAnswerSnackbar } from '../use-snackbar-message.js';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/**
 * A request's files, each a download link with its size, who added it and its SHA-256; with `canAttach`,
 * a chooser that adds JPEG, PNG, HEIC or PDF files (at most five of 15 MB at a time).
 *
 * @example
 * <RequestFiles number="RQ-2026-0001" attachments={request.attachments} hrefs={loaderData.files} canAttach />
 */
export function RequestFiles({
  number,
  attachments,
  hrefs,
  canAttach,
}: {
  number: string;
  attachments: readonly RequestAttachment[];
  hrefs: Readonly<Record<string, string>>;
  canAttach: boolean;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useAnswerSnackbar(fetcher.data, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  return (
    <>
      {attachments.length === 0 ? (
        <p>No files.</p>
      ) : (
        <ul className="rr-request-files" aria-label="Files">
          {attachments.map((file) => (
            <li key={file.id}>
              <a href={hrefs[file.id]} download={file.name}>
                {file.name}
              </a>{' '}
              <span>
                {kilobytes(file.size)}
                {file.uploadedBy ? ` · ${file.uploadedBy}` : ''}
              </span>
              <code className="rr-request-files__hash" title="SHA-256">
                {file.sha256}
              </code>
            </li>
          ))}
        </ul>
      )}
      {canAttach ? (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          action={`/requests/attachments?${new URLSearchParams({ number })}`}
          className="rr-request-files__add"
        >
          <label>
            Add files (JPEG, PNG, HEIC or PDF; at most {REQUEST_ATTACHMENT_LIMITS.maxFiles})
            <input type="file" name="files" multiple required accept=".jpg,.jpeg,.png,.heic,.pdf" />
          </label>
          <button type="submit" className="rr-button" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Adding…' : 'Add'}
          </button>
        </fetcher.Form>
      ) : null}
    </>
  );
}
