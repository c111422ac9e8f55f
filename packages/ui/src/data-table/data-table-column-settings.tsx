import type { HeaderSettings } from '@rigready/core';
import { type DragEvent, type FocusEvent, type ToggleEvent, useEffect, useId, useRef, useState } from 'react';
import { moveColumn, toggleColumn } from './column-order.js';
import type { MenuOpening } from './deferred-menu.js';

// Where CSS anchor positioning is missing, the panel is placed under its trigger once, as it opens.
const ANCHOR_POSITIONING = typeof CSS !== 'undefined' && CSS.supports('position-area', 'bottom');

function placeUnder(panel: HTMLElement, trigger: HTMLElement): void {
  const rect = trigger.getBoundingClientRect();
  panel.style.top = `${rect.bottom}px`;
  panel.style.left = `${Math.max(0, rect.right - panel.offsetWidth)}px`;
}

// Hiding a popover that is already hidden (closed by the browser, or detached) throws in some browsers.
function hideIfOpen(panel: HTMLElement): void {
  if (panel.matches(':popover-open')) panel.hidePopover();
}

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
 * The panel is an HTML popover (`popover="auto"`) anchored under its trigger with CSS anchor positioning:
 * the browser opens and closes it (the trigger, Escape, a press outside) and returns focus to the trigger;
 * opening it focuses its first control, and focus leaving it for the page closes it.
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
  const panelId = useId();
  const anchorName = `--rr-settings${panelId.replace(/[^\w-]/g, '')}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!defaultOpen || panel === null) return;
    // The press that loaded the panel was on the plain button this trigger replaced: focus moves to the
    // trigger first, so it is where the browser returns focus when the panel closes.
    triggerRef.current?.focus();
    panel.showPopover();
    return () => hideIfOpen(panel);
  }, [defaultOpen]);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'open') return;
    const panel = event.currentTarget;
    if (!ANCHOR_POSITIONING && triggerRef.current !== null) placeUnder(panel, triggerRef.current);
    panel.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus();
  };
  // As a non-modal dialog, it closes when focus moves on to the rest of the page (back to its trigger
  // excepted: the trigger's own press toggles it).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next === null || event.currentTarget.contains(next) || next === triggerRef.current) return;
    hideIfOpen(event.currentTarget);
  };
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
    <>
      <button
        ref={triggerRef}
        type="button"
        className={trigger.className}
        aria-label={trigger.label}
        aria-haspopup="dialog"
        popoverTarget={panelId}
        style={{ anchorName }}
        {...trigger.data}
      >
        {trigger.content}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label="Edit headers"
        className="rr-data-table__settings"
        style={{ positionAnchor: anchorName }}
        onToggle={onToggle}
        onBlur={onBlur}
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
      </div>
    </>
  );
}
