import type { PortalAuth } from './element-data.types.js';

/**
 * How an element in API mode reaches the portal: the API's address and the credentials the host hands
 * over, as a property (`auth`) or as callbacks (`getAuth`, read before every request, and `refreshAuth`,
 * called once when the portal refuses the token).
 */
export interface PortalConnection {
  readonly apiBase: string | null;
  readonly auth: PortalAuth | null;
  readonly getAuth: (() => PortalAuth | null | Promise<PortalAuth | null>) | null;
  readonly refreshAuth: (() => Promise<boolean>) | null;
}
