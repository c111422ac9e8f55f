/** What the server answered an upload: the JSON body and the HTTP status. */
export interface UploadResult {
  status: number;
  body: { orderNo?: string; stored?: { name: string; size: number }[]; message?: string };
}

/**
 * How far each file of a multipart upload is, from the bytes sent so far: files go in order, so the bytes
 * sent fill them one after another (multipart framing is small next to a photo and counted as part of the
 * file it precedes). Each value is 0 to 1.
 *
 * @example
 * fileProgress([100, 300], 200); // [1, 0.333…]
 */
export function fileProgress(sizes: readonly number[], loaded: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let remaining = loaded;
  return sizes.map((size) => {
    if (total === 0) return 1;
    const done = Math.min(size, Math.max(0, remaining));
    remaining -= size;
    return size === 0 ? 1 : done / size;
  });
}

/**
 * Posts files as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 *
 * @example
 * const result = await uploadWithProgress('/mobile-upload/files?code=K7QM', files, (loaded) => setLoaded(loaded));
 */
export function uploadWithProgress(
  url: string,
  files: readonly File[],
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded, event.total));
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, body: (xhr.response ?? {}) as UploadResult['body'] }),
    );
    xhr.addEventListener('error', () =>
      reject(new Error('The upload was interrupted; check the connection and try again')),
    );
    xhr.send(form);
  });
}
