import { findRouteByName } from '@rigready/core';

// The report screen of each tubular equipment type, by its route name: what a guest's route list names.
const PIPE_TYPE_ROUTES: Readonly<Record<string, string>> = {
  'Drill Pipe': 'dp',
  'Drill Collar': 'dcollar',
  'NM Drill Collar': 'dcollar',
  'Heavy Weight': 'heavy',
  OCTG: 'octg',
  Tubing: 'octg',
};

/**
 * Whether a user with a route list (a guest) may open a joint's page (ADR 044): a joint whose equipment
 * type's report screen (Drill Pipe → dp, OCTG and Tubing → octg, …) is in the list. Null when allowed, else the sentence the refusal shows. A user
 * without a route list (a customer's full user, an admin) is never refused here.
 *
 * @example
 * guestJointRefusal(['dp', 'octg', 'NCR'], 'Drill Pipe', 'SKV100002'); // null
 * guestJointRefusal(['dp', 'octg', 'NCR'], 'Heavy Weight', 'SKV100900');
 * // 'Joint SKV100900 is Heavy Weight; your account shows the joints of Drill Pipe and OCTG. …'
 */
export function guestJointRefusal(
  routesList: readonly string[],
  equipment: string | null,
  serial: string,
): string | null {
  if (routesList.length === 0) return null;
  const route = equipment ? PIPE_TYPE_ROUTES[equipment] : undefined;
  if (route && routesList.includes(route)) return null;
  const shown = [
    ...new Set(
      Object.values(PIPE_TYPE_ROUTES)
        .filter((name) => routesList.includes(name))
        .map((name) => findRouteByName(name)?.title ?? name),
    ),
  ];
  const yours =
    shown.length === 0
      ? 'your account shows no joint reports'
      : `your account shows the joints of ${shown.join(' and ')}`;
  return `Joint ${serial} is ${equipment ?? 'of no known type'}; ${yours}. Ask your administrator for access to its reports`;
}
