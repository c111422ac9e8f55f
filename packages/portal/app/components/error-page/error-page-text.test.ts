import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageText } from './error-page-text.js';

describe('errorPageText', () => {
  it('should say a refused page is not allowed and where to go instead', () => {
    expect(
      errorPageText(new ErrorResponse(403, 'Forbidden', { message: 'Not allowed' }), '/inventory', 'r-1'),
    ).toEqual({
      title: 'Not allowed',
      sentence:
        'Your account does not give access to this page. Open one of your pages from the menu, or ask your administrator for access.',
    });
  });

  it('should name the unknown path, and give an unknown record in the words its page threw', () => {
    expect(errorPageText(new ErrorResponse(404, 'Not Found', null), '/nosuch', null)).toEqual({
      title: 'Page not found',
      sentence: 'There is no page at /nosuch. Check the address, or open a page from the menu.',
    });
    expect(
      errorPageText(new ErrorResponse(404, 'Not Found', { message: 'No order 4711.' }), '/orders/4711', null),
    ).toEqual({
      title: 'Not found',
      sentence:
        'No order 4711. It may have been removed, or the link is mistyped; open the list it belongs to from the menu.',
    });
  });

  it('should pass on what another refusal said', () => {
    const tooMany = new ErrorResponse(429, 'Too Many Requests', {
      message: 'Too many lookups; please wait a minute',
    });
    expect(errorPageText(tooMany, '/keystone', 'r-2')).toEqual({
      title: 'Not possible',
      sentence: 'Too many lookups; please wait a minute.',
    });
  });

  it('should never show what failed, only the request id to quote to support', () => {
    const failure = new Error('SQLITE_CORRUPT: /srv/rigready/data/portal.sqlite');
    expect(errorPageText(failure, '/inventory', '6f1c2a9e-0b7d-4c55-9a43-2b8d0f6e1a77')).toEqual({
      title: 'Something went wrong',
      sentence:
        'Something went wrong on our side and the page could not be shown. Try again in a minute; if it keeps happening, give support this reference: 6f1c2a9e-0b7d-4c55-9a43-2b8d0f6e1a77.',
    });
    const thrown500 = new ErrorResponse(500, 'Internal Server Error', {
      message: 'relation "x" does not exist',
    });
    expect(errorPageText(thrown500, '/inventory', null).sentence).toBe(
      'Something went wrong on our side and the page could not be shown. Try again in a minute; if it keeps happening, tell support the time it happened.',
    );
  });
});
