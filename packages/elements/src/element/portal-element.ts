import type { PortalAuth } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { reflect } from './reflect.js';
import { RigreadyElement } from './rigready-element.js';

/**
 * An element that shows either the data the host hands over (data mode) or the data the portal's API
 * answers (API mode, when `api-base` is set), with the host's credentials.
 */
export abstract class PortalElement extends RigreadyElement implements PortalConnection {
  #auth: PortalAuth | null = null;
  #getAuth: (() => PortalAuth | null | Promise<PortalAuth | null>) | null = null;
  #refreshAuth: (() => Promise<boolean>) | null = null;

  /**
   * The portal API's address, absolute or relative to the page (e.g. `/api` behind the tool's same-origin
   * proxy). When set, the element loads its data from the API (API mode) and ignores the data attributes
   * and properties.
   *
   * @attr api-base
   */
  get apiBase(): string | null {
    return this.getAttribute('api-base');
  }

  set apiBase(value: string | null) {
    reflect(this, 'api-base', value);
  }

  /**
   * API mode: the credentials, `{ token, username, email }` (the answer of `POST /api/auth/sign-in` as it
   * is). The token is sent as a bearer token and never written to an attribute. Until credentials are
   * handed over the element waits.
   */
  get auth(): PortalAuth | null {
    return this.#auth;
  }

  set auth(value: PortalAuth | null | undefined) {
    this.#auth = value ?? null;
    this.requestUpdate();
  }

  /**
   * API mode: a callback the element calls before every request for the current credentials (it may
   * return a promise), for a host that refreshes its token; used instead of `auth` when set.
   */
  get getAuth(): (() => PortalAuth | null | Promise<PortalAuth | null>) | null {
    return this.#getAuth;
  }

  set getAuth(value: (() => PortalAuth | null | Promise<PortalAuth | null>) | null | undefined) {
    this.#getAuth = value ?? null;
    this.requestUpdate();
  }

  /**
   * API mode: a callback the element calls once when the portal refuses the token; resolve `true` after
   * handing over new credentials to have the call sent again, `false` to let it fail (`rigready-error`
   * with code `auth`).
   */
  get refreshAuth(): (() => Promise<boolean>) | null {
    return this.#refreshAuth;
  }

  set refreshAuth(value: (() => Promise<boolean>) | null | undefined) {
    this.#refreshAuth = value ?? null;
  }
}
