import type { HeaderSettingsEvent } from './header-settings.js';
import type { CustomerFeatures, OrderCompletionFilter, PipeType, UserProfile } from './session.types.js';

/**
 * Everything that can happen to a session. The host dispatches these after its side effects (the identity
 * provider's answer, the username call, a click) and applies the returned navigation target.
 *
 * - `noUserFound`: the first sign-in check (or the identity provider) reports nobody signed in.
 * - `signInStarted` / `signInFailed`: the sign-in form was submitted / the identity provider refused it.
 * - `userLoaded` / `userLoadFailed`: the username call answered / failed after the identity provider
 *   accepted the user (at sign-in or at start-up).
 * - `loggedOut`: the user logged out, or the API client saw authentication status FAIL.
 * - `assetChosen`, `pipeTypeToggled`, `pipeTypeSet`: the asset chooser and the BHA/Tubular switch.
 * - `viewAsStarted` / `viewAsEnded`: an admin views the portal as a customer / returns to the admin view.
 * - `headerSettingsLoaded`, `headerColumnsChosen`, `headerSettingsSaved`: the inventory column settings were
 *   read from the server, edited on screen, stored on the server.
 * - `orderCompletionFilterSet`: completed, ongoing or both orders.
 * - `errorRaised` / `errorDismissed`: a global error message appears / its snackbar closes.
 *
 * @example
 * const event: SessionEvent = { type: 'assetChosen', asset: 'Rig 1' };
 */
export type SessionEvent =
  | { readonly type: 'noUserFound' }
  | { readonly type: 'signInStarted' }
  | { readonly type: 'signInFailed'; readonly message: string }
  | { readonly type: 'userLoaded'; readonly email: string; readonly profile: UserProfile }
  | { readonly type: 'userLoadFailed'; readonly message?: string }
  | { readonly type: 'loggedOut' }
  | { readonly type: 'assetChosen'; readonly asset: string }
  | { readonly type: 'pipeTypeToggled' }
  | { readonly type: 'pipeTypeSet'; readonly pipeType: PipeType }
  | {
      readonly type: 'viewAsStarted';
      readonly customer: {
        readonly username: string;
        readonly assetlist?: readonly string[];
        readonly features?: CustomerFeatures | null;
      };
    }
  | { readonly type: 'viewAsEnded' }
  | HeaderSettingsEvent
  | { readonly type: 'orderCompletionFilterSet'; readonly filter: OrderCompletionFilter }
  | { readonly type: 'errorRaised'; readonly message: string }
  | { readonly type: 'errorDismissed' };
