import { createInitialSession, FLEET_INVENTORY, type Session, transitionSession } from '@rigready/core';
import { CertificateListDialog, type ColumnWidths, DataTable, UnsavedSettingsDialog } from '@rigready/ui';
import { use, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import type { ClockReading } from '../../shared/clock-reading.js';
import { type TubularInventoryRow, tubularInventoryColumns } from '../../shared/tubular-inventory-columns.js';
import { portalApi } from '../portal-api.js';
import { useActionCall } from '../use-action-call.js';
import { useDocumentCall } from '../use-document-call.js';
import { CellDrillDown, type InventoryCellChoice } from './cell-drill-down.js';
import { RackDialog } from './rack-dialog.js';
import { ShippedDialog } from './shipped-dialog.js';

/** What the tubular inventory screen gets from its loader. */
export interface TubularInventoryData {
  rows: Promise<TubularInventoryRow[]>;
  /** The customer name (the legacy username parameter). */
  username: string;
  savedColumns: string[] | null;
  /** The widths the user set and saved, by column id. */
  savedWidths: Record<string, number>;
  fleet: boolean;
  asset: string | null;
  /** The server's clock: the Overview Date colours and the rack dialog's ages count to it. */
  clock: ClockReading;
  options: {
    rangeColumn: boolean;
    stringNumberLabel: string | null;
    inspectionDateColouring: boolean;
    highlightRange3: boolean;
    defaultSite: string | null;
  };
}

const ALL_SITES = 'All sites';

type HeaderEvent =
  | { type: 'headerSettingsLoaded'; columns: readonly string[] }
  | { type: 'headerColumnsChosen'; columns: readonly string[] }
  | { type: 'headerSettingsSaved'; columns: readonly string[] };

const reduceHeaders = (state: Session, event: HeaderEvent) => transitionSession(state, event).state;

function useUnsavedPrompt(dirty: boolean, save: () => Promise<void>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <UnsavedSettingsDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onDiscard={() => blocker.proceed?.()}
      onSave={async () => {
        await save();
        blocker.proceed?.();
      }}
    />
  );
}

/**
 * The tubular inventory: the DataTable with search, column filters, CSV and PDF export and the
 * edit-headers menu saved per user (leaving with unsaved columns prompts), the Site selector, count cells
 * opening their pipe lists, certificates, the shipped tickets and the rack dialog (?showrack=<rack>).
 *
 * @example
 * <TubularInventory data={loaderData} />
 */
export function TubularInventory({ data }: { data: TubularInventoryData }) {
  const rows = use(data.rows);
  const sites = useMemo(
    () => [...new Set(rows.map((row) => row.Site).filter((site): site is string => !!site))].sort(),
    [rows],
  );
  const [site, setSite] = useState(() =>
    data.options.defaultSite && sites.includes(data.options.defaultSite)
      ? data.options.defaultSite
      : ALL_SITES,
  );
  const shown = useMemo(
    () => (site === ALL_SITES ? rows : rows.filter((row) => row.Site === site)),
    [rows, site],
  );

  const [cell, setCell] = useState<InventoryCellChoice | null>(null);
  const [shipped, setShipped] = useState<TubularInventoryRow | null>(null);
  const [certificates, setCertificates] = useState<TubularInventoryRow | null>(null);
  const handlers = useRef({ setCell, setShipped, setCertificates });
  const columns = useMemo(
    () =>
      tubularInventoryColumns({
        ...data.options,
        fleet: data.fleet,
        now: data.clock.now,
        onCount: (row, column) =>
          column === 'Shipped' ? handlers.current.setShipped(row) : handlers.current.setCell({ row, column }),
        onCertificate: (row) => handlers.current.setCertificates(row),
      }),
    [data.options, data.fleet, data.clock.now],
  );

  const [session, dispatch] = useReducer(reduceHeaders, null, () => {
    const initial = createInitialSession();
    const columnIds = data.savedColumns ?? columns.filter((c) => c.defaultVisible !== false).map((c) => c.id);
    return transitionSession(initial, { type: 'headerSettingsLoaded', columns: columnIds }).state;
  });
  const settings = session.headerSettings;
  const saveCall = useActionCall<{ ok: boolean; message?: string }>('/inventory');
  const chosen = useRef(settings.chosen);
  chosen.current = settings.chosen;
  // Widths are saved with the columns: a resized column makes the settings unsaved until then.
  const [widths, setWidths] = useState<ColumnWidths>(data.savedWidths);
  const [savedWidths, setSavedWidths] = useState<ColumnWidths>(data.savedWidths);
  const widthsRef = useRef(widths);
  widthsRef.current = widths;
  const save = useCallback(async () => {
    const columnsToSave = [...chosen.current];
    const widthsToSave = widthsRef.current;
    const answer = await saveCall({
      intent: 'saveColumns',
      columns: JSON.stringify(columnsToSave),
      widths: JSON.stringify(widthsToSave),
    });
    if (answer?.ok) {
      dispatch({ type: 'headerSettingsSaved', columns: columnsToSave });
      setSavedWidths(widthsToSave);
    }
  }, [saveCall]);
  const shownSettings = widths === savedWidths ? settings : { ...settings, status: 'changed' as const };
  const prompt = useUnsavedPrompt(shownSettings.status === 'changed', save);

  const [params, setParams] = useSearchParams();
  const rack = params.get('showrack');
  const closeRack = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('showrack');
        return next;
      },
      { replace: true },
    );
  const runDocument = useDocumentCall();

  return (
    <>
      <div
        className="rr-page__toolbar"
        style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}
      >
        <label className="rr-field">
          <span className="rr-field__label">Site</span>
          <select
            className="rr-field__input"
            value={site}
            onChange={(event) => setSite(event.currentTarget.value)}
          >
            <option>{ALL_SITES}</option>
            {sites.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <form
          className="rr-page__rack-form"
          style={{ display: 'flex', gap: 8, alignItems: 'end' }}
          onSubmit={(event) => {
            event.preventDefault();
            const name = new FormData(event.currentTarget).get('showrack');
            if (name) setParams({ showrack: String(name) });
          }}
        >
          <label className="rr-field">
            <span className="rr-field__label">Rack</span>
            <input className="rr-field__input" name="showrack" placeholder="e.g. R12" />
          </label>
          <button type="submit" className="rr-button">
            Show rack
          </button>
        </form>
      </div>
      <DataTable
        label="Tubular inventory"
        rows={shown}
        columns={columns}
        defaultSortColumnId="Total_Item"
        csvFileName="InventoryTally.csv"
        onExportPdf={(_rows, _columns, view) =>
          void runDocument(() =>
            portalApi().then((api) =>
              api.getInventoryPDF({
                username: data.username,
                asset: data.fleet ? FLEET_INVENTORY : (data.asset ?? FLEET_INVENTORY),
                // The view, never the rows: the server prints its own rows of the caller's scope.
                view: {
                  site: site === ALL_SITES ? null : site,
                  query: view.query,
                  filters: view.filters,
                  sorting: view.sorting,
                  columns: view.columnIds,
                },
              }),
            ),
          )
        }
        columnSettings
        headerSettings={shownSettings}
        columnWidths={data.savedWidths}
        onColumnWidthsChange={setWidths}
        onColumnsChosen={(columnIds) => dispatch({ type: 'headerColumnsChosen', columns: columnIds })}
        onSaveColumns={() => void save()}
        defaultFilterColumnIds={columns
          .filter((c) => c.filterable !== false && c.id !== 'Description')
          .map((c) => c.id)}
      />
      <CellDrillDown cell={cell} onClose={() => setCell(null)} />
      <ShippedDialog
        row={shipped}
        onClose={() => setShipped(null)}
        onShowSerials={() => shipped && setCell({ row: shipped, column: 'Shipped' })}
      />
      {certificates ? (
        <CertificateListDialog
          row={certificates}
          open
          onOpenChange={(open) => {
            if (!open) setCertificates(null);
          }}
          certificateHref={({ file }) => file}
        />
      ) : null}
      <RackDialog rack={rack} today={data.clock.today} onClose={closeRack} />
      {prompt}
    </>
  );
}
