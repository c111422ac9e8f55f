import { useState } from 'react';
import {
  fileProgress,
  type UploadResult,
  uploadWithProgress,
} from '../../components/mobile-upload/upload-with-progress.js';
import { mobileUploadPage } from '../../server/pages/mobile-upload-page.server.js';
import { MOBILE_UPLOAD_LIMITS } from '../../shared/upload-limits.js';
import type { Route } from './+types/mobile-upload';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Upload photos and PDFs · rigready' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return mobileUploadPage(request, context);
}

const MB = 1024 * 1024;

function fileSize(bytes: number): string {
  return bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

/** What is wrong with a choice of files before sending them, or null. */
function choiceProblem(files: readonly File[]): string | null {
  if (files.length > MOBILE_UPLOAD_LIMITS.maxFiles)
    return `Choose at most ${MOBILE_UPLOAD_LIMITS.maxFiles} files`;
  const large = files.find((file) => file.size > MOBILE_UPLOAD_LIMITS.maxFileBytes);
  if (large) return `${large.name} is larger than ${MOBILE_UPLOAD_LIMITS.maxFileBytes / MB} MB`;
  return null;
}

export default function MobileUpload({ loaderData }: Route.ComponentProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [state, setState] = useState<'choosing' | 'uploading' | 'done' | 'failed'>('choosing');
  const [message, setMessage] = useState<string | null>(null);
  if (loaderData.problem !== null) {
    return (
      <main className="rr-page rr-mobile-upload" style={{ padding: 16 }}>
        <h1>Upload photos and PDFs</h1>
        <p className="rr-form-alert" data-tone="error" role="alert">
          {loaderData.problem}
        </p>
      </main>
    );
  }
  const { orderNo } = loaderData;
  const progress = fileProgress(
    files.map((file) => file.size),
    loaded,
  );
  const code =
    typeof window === 'undefined' ? '' : (new URL(window.location.href).searchParams.get('code') ?? '');
  const problem = choiceProblem(files);

  async function send() {
    setState('uploading');
    setMessage(null);
    let result: UploadResult;
    try {
      result = await uploadWithProgress(
        `/mobile-upload/files?code=${encodeURIComponent(code)}`,
        files,
        setLoaded,
      );
    } catch (error) {
      setState('failed');
      setMessage(error instanceof Error ? error.message : String(error));
      return;
    }
    if (result.status === 200) {
      setState('done');
      setMessage(`Uploaded ${result.body.stored?.length ?? 0} file(s) to order ${orderNo}. Thank you.`);
    } else {
      setState('failed');
      setLoaded(0);
      setMessage(result.body.message ?? `The upload failed (HTTP ${result.status}); nothing was stored.`);
    }
  }

  return (
    <main className="rr-page rr-mobile-upload" style={{ maxWidth: 560, padding: 16 }}>
      <h1>Upload photos and PDFs</h1>
      <p>
        For order <strong data-testid="upload-order">{orderNo}</strong>. Up to {MOBILE_UPLOAD_LIMITS.maxFiles}{' '}
        files of {MOBILE_UPLOAD_LIMITS.maxFileBytes / MB} MB each: photos (JPEG, PNG, HEIC) or PDFs. The code
        works once.
      </p>
      {state === 'done' ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem && files.length > 0) void send();
          }}
          style={{ display: 'grid', gap: 12 }}
        >
          <label className="rr-mobile-upload__pick" style={{ display: 'grid', gap: 4 }}>
            <span>Take or choose photos and PDFs</span>
            <input
              type="file"
              name="files"
              accept="image/*,application/pdf"
              capture="environment"
              multiple
              disabled={state === 'uploading'}
              onChange={(event) => {
                setFiles([...(event.currentTarget.files ?? [])]);
                setLoaded(0);
                setState('choosing');
                setMessage(null);
              }}
            />
          </label>
          {problem ? (
            <p className="rr-form-alert" data-tone="error" role="alert">
              {problem}
            </p>
          ) : null}
          <button
            type="submit"
            className="rr-button"
            data-variant="primary"
            disabled={files.length === 0 || problem !== null || state === 'uploading'}
          >
            {state === 'uploading' ? 'Uploading…' : `Upload ${files.length} file(s)`}
          </button>
        </form>
      )}
      {files.length > 0 ? (
        <ul aria-label="Files" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} style={{ display: 'grid', gap: 2 }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                {file.name} ({fileSize(file.size)})
              </span>
              <progress
                aria-label={`Progress of ${file.name}`}
                max={100}
                value={state === 'done' ? 100 : Math.round((progress[index] ?? 0) * 100)}
                style={{ width: '100%' }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p className="rr-form-alert" data-tone={state === 'done' ? 'success' : 'error'} role="status">
          {message}
        </p>
      ) : null}
    </main>
  );
}
