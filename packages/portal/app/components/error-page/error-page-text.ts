import { isRouteErrorResponse } from 'react-router';

/** What an error page says: its heading and one sentence on what happened and where to go next. */
export interface ErrorPageText {
  title: string;
  sentence: string;
}

const REFUSED =
  'Your account does not give access to this page. Open one of your pages from the menu, or ask your administrator for access.';

const withoutFinalStop = (text: string) => text.trim().replace(/[.!]$/, '');

/** The message a page put in the 4xx answer it threw (its own words, meant for the visitor), if any. */
function thrownMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
}

/** A refusal's own explanation (what the page lets this visitor see, and what to do), if it gave one. */
function guideOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('guide' in data)) return null;
  return typeof data.guide === 'string' && data.guide.trim() !== ''
    ? `${withoutFinalStop(data.guide)}.`
    : null;
}

/**
 * The words of an error page: a refusal (403, in the page's words when it explained it), an unknown path or record (404), another refusal a page
 * explained (4xx with its message), or a failure (anything else), which never shows the error itself (it
 * is in the server log under the request id) but gives the request id to quote to support.
 *
 * @example
 * errorPageText(new ErrorResponseImpl(404, 'Not Found', null), '/nosuch', null).sentence;
 * // 'There is no page at /nosuch. Check the address, or open a page from the menu.'
 */
export function errorPageText(error: unknown, pathname: string, requestId: string | null): ErrorPageText {
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = thrownMessage(error.data);
    if (error.status === 403) return { title: 'Not allowed', sentence: guideOf(error.data) ?? REFUSED };
    if (error.status === 404 && message === null)
      return {
        title: 'Page not found',
        sentence: `There is no page at ${pathname}. Check the address, or open a page from the menu.`,
      };
    if (error.status === 404)
      return {
        title: 'Not found',
        sentence: `${withoutFinalStop(message ?? '')}. It may have been removed, or the link is mistyped; open the list it belongs to from the menu.`,
      };
    if (message !== null) return { title: 'Not possible', sentence: `${withoutFinalStop(message)}.` };
  }
  const reference = requestId
    ? `give support this reference: ${requestId}.`
    : 'tell support the time it happened.';
  return {
    title: 'Something went wrong',
    sentence: `Something went wrong on our side and the page could not be shown. Try again in a minute; if it keeps happening, ${reference}`,
  };
}
