/**
 * The `Clear-Site-Data` value of every answer that changes who is signed in in this browser (a sign-in, a
 * sign-out): the HTTP cache, so the back button cannot show a private page again, and the site's storage
 * (IndexedDB with the field app's device copy and unsent counts, the service worker's caches and its
 * registration, localStorage), so the next person on the same browser profile starts clean. Cookies are
 * left to the answer's own Set-Cookie.
 *
 * @example
 * return redirect('/login', { headers: { 'Clear-Site-Data': CLEAR_BROWSER_DATA } });
 */
export const CLEAR_BROWSER_DATA = '"cache", "storage"';
