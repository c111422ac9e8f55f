/** What a user may do in the portal besides reading. */
export interface ActionPermissions {
  mayRequest: boolean;
  mayApprove: boolean;
}

/**
 * A user's permissions as the end of a sentence that starts with "may": one of four phrases.
 *
 * @example
 * permissionWords({ mayRequest: true, mayApprove: false }); // 'request, not approve'
 * permissionWords({ mayRequest: true, mayApprove: true }); // 'request and approve'
 */
export function permissionWords({ mayRequest, mayApprove }: ActionPermissions): string {
  if (mayRequest && mayApprove) return 'request and approve';
  if (mayRequest) return 'request, not approve';
  if (mayApprove) return 'approve, not request';
  return 'neither request nor approve';
}

/** Why a user never acts: a provider admin, or a guest (a user with a route list). */
export type NeverActs = 'admin' | 'guest';

/**
 * Who a user who never acts is, and why such users never act, as the admin screen and the refusals say it.
 *
 * @example
 * `${email} is ${NEVER_ACTS.guest.who}: ${NEVER_ACTS.guest.why}`; // 'gina@… is a guest: guests never act'
 */
export const NEVER_ACTS: Record<NeverActs, { who: string; why: string }> = {
  admin: { who: 'a provider admin', why: 'admins work requests, they do not make them' },
  guest: { who: 'a guest', why: 'guests never act' },
};
