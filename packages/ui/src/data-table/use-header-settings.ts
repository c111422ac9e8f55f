import { type HeaderSettings, NO_HEADER_SETTINGS, transitionHeaderSettings } from '@rigready/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * Options of {@link useHeaderSettings}: controlled by the host's session (`headerSettings` with its
 * callbacks) or kept inside the table, starting from `initialColumnIds`.
 *
 * @example
 * const options: HeaderSettingsOptions = { initialColumnIds: ['Item_No', 'Site'] };
 */
export interface HeaderSettingsOptions {
  readonly initialColumnIds: readonly string[];
  readonly headerSettings?: HeaderSettings;
  readonly onColumnsChosen?: (columnIds: string[]) => void;
  readonly onSaveColumns?: (columnIds: string[]) => void;
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The table's column settings and their saved/changed state, from core's header settings rule: choosing
 * columns makes them `changed` until saved. The host's session owns them when it passes `headerSettings`;
 * otherwise the table keeps its own settings. `onDirtyChange` tells the host when to prompt on leave.
 *
 * @example
 * const { settings, choose, save } = useHeaderSettings({ initialColumnIds: ['Item_No'] });
 */
export function useHeaderSettings(options: HeaderSettingsOptions): {
  settings: HeaderSettings;
  choose: (columnIds: string[]) => void;
  save: () => void;
} {
  const { headerSettings, onColumnsChosen, onSaveColumns, onDirtyChange } = options;
  const [own, dispatch] = useReducer(transitionHeaderSettings, options.initialColumnIds, (columns) =>
    transitionHeaderSettings(NO_HEADER_SETTINGS, { type: 'headerSettingsLoaded', columns }),
  );
  const settings = headerSettings ?? own;
  const chosenRef = useRef(settings.chosen);
  chosenRef.current = settings.chosen;
  const choose = useCallback(
    (columnIds: string[]) => {
      if (headerSettings === undefined) dispatch({ type: 'headerColumnsChosen', columns: columnIds });
      onColumnsChosen?.(columnIds);
    },
    [headerSettings, onColumnsChosen],
  );
  const save = useCallback(() => {
    const columns = [...chosenRef.current];
    if (headerSettings === undefined) dispatch({ type: 'headerSettingsSaved', columns });
    onSaveColumns?.(columns);
  }, [headerSettings, onSaveColumns]);
  const dirty = settings.status === 'changed';
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return { settings, choose, save };
}
