import { countBody, type DeviceCount } from './device-count.js';
import { deviceStore } from './device-store.js';

interface CountAnswer {
  number?: string;
  conflicts?: number;
  message?: string;
}

/** What became of one count sent: recorded, refused (kept with the reason), or not reached (kept pending). */
type Sent = DeviceCount | 'unreachable' | 'signed-out';

async function sendOne(count: DeviceCount): Promise<Sent> {
  let answer: Response;
  try {
    answer = await fetch('/api/field/counts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(countBody(count)),
    });
  } catch {
    return 'unreachable';
  }
  const body = (await answer.json().catch(() => ({}))) as CountAnswer;
  if (answer.status === 401) return 'signed-out';
  if (answer.ok && body.number)
    return { ...count, status: 'sent', number: body.number, conflicts: body.conflicts ?? 0, refusal: null };
  // A gateway or server failure is not the portal's judgement: the count stays pending and is sent again.
  if (answer.status >= 500) return 'unreachable';
  return { ...count, status: 'refused', refusal: body.message ?? `The portal answered ${answer.status}` };
}

/**
 * Sends every finished count the portal has not recorded yet, one after the other, each with its own key, so
 * a count sent twice (a lost answer, two tabs) is still one count in the portal. A count the portal refuses
 * stays on the device with the reason; one it cannot reach stays pending. Answers whether the session has
 * ended (the portal answered 401), when the caller must sign in again before anything more is sent.
 *
 * @example
 * const { signedOut } = await sendPendingCounts();
 */
export async function sendPendingCounts(): Promise<{ signedOut: boolean }> {
  const pending = (await deviceStore.counts()).filter((count) => count.status === 'pending');
  for (const count of pending.reverse()) {
    const sent = await sendOne(count);
    if (sent === 'signed-out') return { signedOut: true };
    if (sent === 'unreachable') break;
    await deviceStore.saveCount(sent);
  }
  return { signedOut: false };
}
