/**
 * The global pipe-type switch: Tubular (the default) or BHA.
 *
 * @example
 * const pipeType: PipeType = 'BHA';
 */
export type PipeType = 'Tubular' | 'BHA';

/**
 * What the order screens show: completed orders, ongoing orders or both (the default).
 *
 * @example
 * const filter: OrderCompletionFilter = 'ongoing';
 */
export type OrderCompletionFilter = 'completed' | 'ongoing' | 'both';

/**
 * Per-customer behaviour from `customers.json` `features`; every field is optional and off when absent.
 *
 * @example
 * const features: CustomerFeatures = { dashboard: true, tcpGuns: false, publicSlug: 'KCADeutag' };
 */
export interface CustomerFeatures {
  readonly dashboard?: boolean | null;
  readonly tcpGuns?: boolean | null;
  readonly rangeColumn?: boolean | null;
  readonly stringNumberLabel?: string | null;
  readonly inspectionDateColouring?: boolean | null;
  readonly defaultSite?: string | null;
  readonly publicSerialHistory?: boolean | null;
  readonly publicSlug?: string | null;
}

/**
 * Per-user switches from `users.json` `flags`; every field is optional and off when absent.
 *
 * @example
 * const flags: UserFlags = { hidePreInvoice: true };
 */
export interface UserFlags {
  readonly hidePreInvoice?: boolean | null;
  readonly highlightRange3?: boolean | null;
}

/**
 * The answer of the username call (POST /fetchUserName) with the legacy field names, plus the customer's
 * `features` and the user's `flags` from the data contract.
 *
 * @example
 * const profile: UserProfile = {
 *   username: 'Acme Drilling', assetlist: ['Rig 1'], excludedAssets: [], routeslist: [], isAdmin: false,
 *   features: { dashboard: true }, flags: null,
 * };
 */
export interface UserProfile {
  /** The customer name the user acts for. */
  readonly username: string;
  readonly assetlist: readonly string[];
  readonly excludedAssets: readonly string[];
  /** Allowed route names (dp, heavy, dcollar, octg, inspectionBHA, NCR); empty means all. */
  readonly routeslist: readonly string[];
  readonly isAdmin: boolean;
  /** Whether the user administers their own customer's users (never a provider admin); absent means no. */
  readonly customerAdmin?: boolean;
  readonly features?: CustomerFeatures | null;
  readonly flags?: UserFlags | null;
}

/**
 * The signed-in user: their e-mail and their username-call profile.
 *
 * @example
 * const user: SessionUser = { email: 'ann@example.com', ...profile, features: {}, flags: {} };
 */
export interface SessionUser extends UserProfile {
  readonly email: string;
  readonly features: CustomerFeatures;
  readonly flags: UserFlags;
}

/**
 * The customer an admin views the portal as: its name, its assets and its features.
 *
 * @example
 * const viewed: ViewedCustomer = { username: 'Acme Drilling', assetlist: ['Rig 1'], features: { tcpGuns: true } };
 */
export interface ViewedCustomer {
  readonly username: string;
  readonly assetlist: readonly string[];
  readonly features: CustomerFeatures;
}

/**
 * Inventory column settings: the columns stored for the user, the columns chosen on screen, and whether the
 * two agree (`saved`, same columns in the same order) or not (`changed`).
 *
 * @example
 * const settings: HeaderSettings = { stored: ['Item_No'], chosen: ['Item_No', 'Site'], status: 'changed' };
 */
export interface HeaderSettings {
  readonly stored: readonly string[];
  readonly chosen: readonly string[];
  readonly status: 'saved' | 'changed';
}

/**
 * Where the session stands: `unknown` until the first sign-in check has answered, then signed out or in.
 *
 * @example
 * const status: SessionStatus = 'unknown';
 */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

/**
 * The whole session. `user` is set exactly when `status` is `signedIn`; `viewAs` only for admins.
 *
 * @example
 * const session: Session = createInitialSession();
 * session.pipeType; // 'Tubular'
 */
export interface Session {
  readonly status: SessionStatus;
  /** True while a sign-in is under way. */
  readonly loading: boolean;
  /** The message of the last error (sign-in failure, a failed call) until it is dismissed. */
  readonly error: string | null;
  readonly user: SessionUser | null;
  readonly viewAs: ViewedCustomer | null;
  readonly currentAsset: string | null;
  readonly fleet: boolean;
  readonly pipeType: PipeType;
  readonly headerSettings: HeaderSettings;
  readonly orderCompletionFilter: OrderCompletionFilter;
}
