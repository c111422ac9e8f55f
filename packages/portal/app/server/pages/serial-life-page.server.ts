import { data } from 'react-router';
import { guestJointRefusal } from '../access/joint-guest-access.server.js';
import { requirePageUser } from '../access/require-page.server.js';
import type { HistoryKept } from '../joint-history/history-cut.server.js';
import { type JointHistory, jointHistory } from '../joint-history/joint-history.server.js';
import { type ToolHistory, toolHistory } from '../joint-history/tool-history.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { pageScope } from './page-scope.server.js';

// Another customer's serial, an excluded asset's and an unknown one answer the same 404 as a path no page
// has, so the answer tells nothing about serials the caller may not see.
const NOT_FOUND = () => data(null, { status: 404 });

// Only narrows what the scope already allows: an admin viewing as no customer picks one of the customers
// that have the serial; anyone else's scope holds one customer's joint alone, which the name cannot change.
const chosenCustomer = (request: Request) =>
  new URL(request.url).searchParams.get('customer')?.trim() || null;

function historyKept(): HistoryKept | null {
  const runtime = getPortalRuntime();
  const months = runtime.env.changeHistoryMonths;
  return months === null ? null : { months, now: runtime.now() };
}

/**
 * The /joints/<serial> page: the signed-in caller's joint (or the viewed customer's, for an admin viewing
 * as one; `?customer=` picks one where an admin sees several) with its life, or the frame's 404. A guest
 * sees the joints of the pipe types in its route list, and is told why not for others (ADR 044).
 *
 * @example
 * export const loader = ({ request, params }: Route.LoaderArgs) => jointPage(request, params.serial);
 */
export async function jointPage(request: Request, serial: string | undefined): Promise<JointHistory> {
  const identity = await requirePageUser(request);
  if (!serial) throw NOT_FOUND();
  const history = await jointHistory(
    pageScope(identity),
    serial,
    getPortalRuntime().env.timeZone,
    chosenCustomer(request),
    historyKept(),
  );
  if (!history) throw NOT_FOUND();
  const refusal = guestJointRefusal(
    identity.coreSession.user?.routeslist ?? [],
    history.joint.equipment,
    history.joint.serial,
  );
  if (refusal) throw data({ message: 'Not allowed', guide: refusal }, { status: 403 });
  return history;
}

/**
 * The /tools/<serial> page: the caller's BHA tool with its life, or the frame's 404.
 *
 * @example
 * export const loader = ({ request, params }: Route.LoaderArgs) => toolPage(request, params.serial);
 */
export async function toolPage(request: Request, serial: string | undefined): Promise<ToolHistory> {
  const identity = await requirePageUser(request);
  if (!serial) throw NOT_FOUND();
  const history = await toolHistory(
    pageScope(identity),
    serial,
    getPortalRuntime().env.timeZone,
    chosenCustomer(request),
    historyKept(),
  );
  if (!history) throw NOT_FOUND();
  return history;
}
