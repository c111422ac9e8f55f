import { useEffect } from 'react';
import { clearDeviceData } from './clear-device-data.js';
import { sealDeviceStore } from './device-store.js';

/** Set while a sign-out made offline waits for a connection to end the session in the portal too. */
const SIGN_OUT_PENDING = 'rigready-sign-out-pending';

/**
 * Signs out on this device first: deletes the field app's data (it needs no connection), then, online,
 * submits the sign-out form (`submit`); offline, it remembers to end the portal session once the device is
 * back online (see {@link useFinishOfflineSignOut}) and answers 'offline'.
 *
 * @example
 * const done = await signOutOnDevice(() => form.current?.requestSubmit()); // 'offline' with no connection
 */
export async function signOutOnDevice(submit: () => void): Promise<'submitted' | 'offline'> {
  sealDeviceStore();
  await clearDeviceData();
  if (navigator.onLine) {
    submit();
    return 'submitted';
  }
  localStorage.setItem(SIGN_OUT_PENDING, 'yes');
  return 'offline';
}

async function finishSignOut() {
  if (!navigator.onLine || localStorage.getItem(SIGN_OUT_PENDING) === null) return;
  const answer = await fetch('/logout', { method: 'POST', redirect: 'manual' }).catch(() => null);
  if (!answer) return;
  localStorage.removeItem(SIGN_OUT_PENDING);
  await clearDeviceData();
  window.location.assign('/login');
}

/**
 * Ends in the portal a sign-out made offline: as soon as a page of the portal runs online (now, or when the
 * connection returns), it posts the sign-out and goes to sign-in.
 *
 * @example
 * useFinishOfflineSignOut(); // once, in the root component
 */
export function useFinishOfflineSignOut(): void {
  useEffect(() => {
    void finishSignOut();
    const online = () => void finishSignOut();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
}
