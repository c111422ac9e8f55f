/**
 * The `Clear-Site-Data` value of a sign-out: the HTTP cache, so the back button cannot show a private page
 * again, and the site's storage (IndexedDB with the field app's device copy and unsent counts, the service
 * worker's caches and its registration, localStorage), so the next person on the same browser profile
 * starts clean. Cookies are left to the answer's own Set-Cookie.
 *
 * @example
 * return redirect('/login', { headers: { 'Clear-Site-Data': CLEAR_BROWSER_DATA } });
 */
export const CLEAR_BROWSER_DATA = '"cache", "storage"';

/**
 * The `Clear-Site-Data` value of a sign-in: the HTTP cache only. The site's storage stays, because a user
 * whose session ended at the rack signs in again to send the counts the device kept; the field app's data
 * of anybody else is deleted by the first page the new user opens (see useDeviceOwner), before any page
 * reads it.
 *
 * @example
 * return redirect('/home', { headers: { 'Set-Cookie': cookie, 'Clear-Site-Data': CLEAR_AT_SIGN_IN } });
 */
export const CLEAR_AT_SIGN_IN = '"cache"';
