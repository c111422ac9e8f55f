import type { Input } from 'ky';
import type { ApiError } from './errors.js';
import type { LoadingKind, LoadingListener } from './loading.js';

/**
 * Who is calling: the identity provider's token, the customer name (`username`, sent as USER) and the
 * e-mail (sent as USERNAME). Without a token no authentication headers are sent.
 *
 * @example
 * const auth: ApiAuth = { token: 'eyJhbGci...', username: 'Acme Drilling', email: 'ops@acme.test' };
 */
export interface ApiAuth {
  token: string | null | undefined;
  username?: string | null;
  email?: string | null;
}

/**
 * The kind of document a link points at.
 *
 * @example
 * const kind: DocumentKind = 'excel';
 */
export type DocumentKind = 'pdf' | 'excel';

/**
 * What the host gives the API client. The core stays headless: opening a link, saving a file, signing out
 * and waiting are the host's.
 *
 * @example
 * const options: ApiClientOptions = {
 *   baseUrl: '/api',
 *   getAuth: () => session.auth,
 *   onSignOut: () => session.signOut(),
 *   refreshToken: () => identity.refresh(),
 *   onNotFound: () => session.setError(true),
 *   onLoadingChange: (kind, loading) => session.setLoading(kind, loading),
 *   openDocument: (link) => window.open(link, '_blank'),
 *   saveBlob: (blob, name) => download(blob, name),
 * };
 */
export interface ApiClientOptions {
  /** Where the calls live, e.g. `/api` or `https://portal.example.com/api`; call paths are appended. */
  baseUrl: string | URL;
  /** A fetch implementation; the runtime's `fetch` by default. */
  fetch?: (input: Input, init?: RequestInit) => Promise<Response>;
  /** The current credentials, read before every request (and again after a token refresh). */
  getAuth: () => ApiAuth | null | Promise<ApiAuth | null>;
  /** The server refused the credentials, or the token could not be refreshed: sign the user out. */
  onSignOut: (error: ApiError) => void | Promise<void>;
  /** Refresh the token so that `getAuth` returns the new one; resolve `false` (or reject) when that fails. */
  refreshToken: () => Promise<boolean>;
  /** An answer was HTTP 404: set the error state. */
  onNotFound: (error: ApiError) => void;
  /** Loading flags per kind (see the call table in docs/api-client.md). */
  onLoadingChange?: LoadingListener;
  /** Open or download a document link from a pdflink/excellink answer. */
  openDocument: (link: string, kind: DocumentKind) => void;
  /** Save a downloaded file (zip archives, JSON data) under the given name. */
  saveBlob: (blob: Blob, fileName: string) => void;
  /** Wait between retries; a setTimeout-based wait by default. */
  sleep?: (ms: number) => Promise<void>;
  /** Per-request timeout in milliseconds, or `false` for none; 60 000 by default. */
  timeout?: number | false;
}

/**
 * Per-call options: an AbortSignal, and the loading flag to drive instead of the call's default (`false` for
 * none).
 *
 * @example
 * await api.getdp({ username: 'Acme Drilling' }, { signal: controller.signal, loading: false });
 */
export interface CallOptions {
  signal?: AbortSignal;
  loading?: LoadingKind | false;
}
