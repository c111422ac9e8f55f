import type { HeaderSettings } from './session.types.js';

/**
 * What can happen to the inventory column settings: read from the server, edited on screen, stored on the
 * server. The same events are session events (`transitionSession`).
 *
 * @example
 * const event: HeaderSettingsEvent = { type: 'headerColumnsChosen', columns: ['Item_No', 'Site'] };
 */
export type HeaderSettingsEvent =
  | { readonly type: 'headerSettingsLoaded'; readonly columns: readonly string[] }
  | { readonly type: 'headerColumnsChosen'; readonly columns: readonly string[] }
  | { readonly type: 'headerSettingsSaved'; readonly columns: readonly string[] };

/** No columns stored, none chosen: the settings before the server's answer. */
export const NO_HEADER_SETTINGS: HeaderSettings = { stored: [], chosen: [], status: 'saved' };

function headerSettings(stored: readonly string[], chosen: readonly string[]): HeaderSettings {
  const same = stored.length === chosen.length && stored.every((column, index) => column === chosen[index]);
  return { stored, chosen, status: same ? 'saved' : 'changed' };
}

/**
 * The column settings after an event: `saved` while the chosen columns are the stored ones in the same
 * order, `changed` otherwise (what the save button's colour and the leave-page prompt follow). Apart from
 * the session, so that a table keeping its own settings needs only this rule.
 *
 * @example
 * const loaded = transitionHeaderSettings(NO_HEADER_SETTINGS, { type: 'headerSettingsLoaded', columns: ['Item_No'] });
 * transitionHeaderSettings(loaded, { type: 'headerColumnsChosen', columns: ['Site'] }).status; // 'changed'
 */
export function transitionHeaderSettings(
  settings: HeaderSettings,
  event: HeaderSettingsEvent,
): HeaderSettings {
  switch (event.type) {
    case 'headerSettingsLoaded':
      return headerSettings(event.columns, event.columns);
    case 'headerColumnsChosen':
      return headerSettings(settings.stored, event.columns);
    case 'headerSettingsSaved':
      return headerSettings(event.columns, settings.chosen);
  }
}
