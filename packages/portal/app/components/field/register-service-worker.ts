import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isFieldPath } from '../../shared/field-pages.js';

/**
 * Registers /sw.js for the whole portal, in a production build only (the dev server has no worker). The
 * browser asks the server for the worker script on every update check (`updateViaCache: 'none'`); a new
 * one waits for the next start of the app (see app/service-worker/sw.ts).
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => {
      // Without the worker the portal works as before, online only.
      console.warn('[rigready] the service worker was not registered', error);
    });
}

/**
 * Registers the service worker when a field screen opens, by a page load or a move inside the portal. Only
 * the field screens need it, and a page where nobody is signed in must not bring it back: a sign-out or
 * a sign-in answers with Clear-Site-Data, which removes the worker and its caches with the rest of the
 * site's storage, and /login, the page shown next, leaves them removed.
 *
 * @example
 * export default function App() {
 *   useFieldServiceWorker();
 *   return <Outlet />;
 * }
 */
export function useFieldServiceWorker(): void {
  const onFieldScreen = isFieldPath(useLocation().pathname);
  useEffect(() => {
    if (onFieldScreen) registerServiceWorker();
  }, [onFieldScreen]);
}
