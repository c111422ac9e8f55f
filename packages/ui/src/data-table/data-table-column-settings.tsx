import type { HeaderSettings } from '@rigready/core';
import { Popover } from 'radix-ui';
import { type DragEvent, useId, useState } from 'react';
import { moveColumn, toggleColumn } from './column-order.js';
import type { MenuOpening } from './deferred-menu.js';

/** Props of {@link DataTableColumnSettings}. */
export interface DataTableColumnSettingsProps {
  /** Every column, in the table's default order. */
  columns: readonly { id: string; header: string }[];
  /** The saved and chosen columns and whether they differ (core's header settings). */
  settings: HeaderSettings;
  onChoose: (columnIds: string[]) => void;
  /** Present when the host can save settings; the save button is hidden otherwise. */
  onSave?: () => void;
  onResetHeaders: () => void;
  onResetFilters: () => void;
}

/**
 * The inventory's edit-headers menu (spec part 1 §2): show or hide columns, reorder them by dragging or
 * with the move up/down buttons (the keyboard way), save the settings, reset the headers or the filters.
 * The save button's colour follows core's saved/changed state (`data-state`). The table loads it on first
 * use (`DeferredMenu`).
 *
 * @example
 * <DataTableColumnSettings columns={columns} settings={settings} onChoose={choose} onSave={save} onResetHeaders={reset} onResetFilters={clear} trigger={look} defaultOpen={false} />
 */
export function DataTableColumnSettings({
  columns,
  settings,
  onChoose,
  onSave,
  onResetHeaders,
  onResetFilters,
  trigger,
  defaultOpen,
}: DataTableColumnSettingsProps & MenuOpening) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const chosen = settings.chosen;
  const allIds = columns.map((column) => column.id);
  const headerOf = new Map(columns.map((column) => [column.id, column.header]));
  // Shown columns first in their chosen order, then the hidden ones in the default order.
  const listed = [...chosen, ...allIds.filter((id) => !chosen.includes(id))];

  const move = (id: string, to: number) => {
    const next = moveColumn(chosen, id, to);
    onChoose(next);
    setAnnouncement(`${headerOf.get(id)} moved to position ${next.indexOf(id) + 1} of ${next.length}`);
  };
  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    if (dragged !== null && dragged !== targetId && chosen.includes(dragged) && chosen.includes(targetId)) {
      move(dragged, chosen.indexOf(targetId));
    }
    setDragged(null);
  };

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={trigger.className} aria-label={trigger.label} {...trigger.data}>
        {trigger.content}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="rr-data-table__settings"
          align="end"
          sideOffset={4}
          aria-label="Edit headers"
        >
          <p className="rr-data-table__settings-hint" id={hintId}>
            Drag a shown column, or use its arrows, to reorder.
          </p>
          <ul className="rr-data-table__settings-list" aria-describedby={hintId}>
            {listed.map((id) => {
              const position = chosen.indexOf(id);
              const shown = position !== -1;
              const header = headerOf.get(id) ?? id;
              return (
                <li
                  key={id}
                  className="rr-data-table__settings-item"
                  draggable={shown}
                  data-state={shown ? 'shown' : 'hidden'}
                  data-dragging={dragged === id ? '' : undefined}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', id);
                    setDragged(id);
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, id)}
                  onDragEnd={() => setDragged(null)}
                >
                  <label className="rr-data-table__settings-label">
                    <input
                      type="checkbox"
                      checked={shown}
                      disabled={shown && chosen.length === 1}
                      onChange={(event) => onChoose(toggleColumn(chosen, allIds, id, event.target.checked))}
                    />
                    {header}
                  </label>
                  <button
                    type="button"
                    className="rr-data-table__icon-button"
                    aria-label={`Move ${header} up`}
                    disabled={!shown || position === 0}
                    onClick={() => move(id, position - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="rr-data-table__icon-button"
                    aria-label={`Move ${header} down`}
                    disabled={!shown || position === chosen.length - 1}
                    onClick={() => move(id, position + 1)}
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="rr-data-table__visually-hidden" role="status">
            {announcement}
          </div>
          <div className="rr-data-table__settings-actions">
            {onSave && (
              <button
                type="button"
                className="rr-data-table__button rr-data-table__save"
                data-state={settings.status}
                onClick={onSave}
              >
                {settings.status === 'changed' ? 'Save settings' : 'Settings saved'}
              </button>
            )}
            <button type="button" className="rr-data-table__button" onClick={onResetHeaders}>
              Reset headers
            </button>
            <button type="button" className="rr-data-table__button" onClick={onResetFilters}>
              Reset filters
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
