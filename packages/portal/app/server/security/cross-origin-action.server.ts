/**
 * Whether `error` is React Router's own refusal of an action whose Origin is not the request's (its CSRF
 * check, answered 400 before any middleware runs): a client's doing, not a server failure.
 *
 * @example
 * isCrossOriginActionRefusal(new Error('`origin` header is not a valid URL. Aborting the action.')); // true
 */
export function isCrossOriginActionRefusal(error: unknown): boolean {
  return error instanceof Error && /origin.*Aborting the action\.$/.test(error.message);
}
