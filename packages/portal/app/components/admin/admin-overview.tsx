import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  ModalDialog,
  useSnackbar,
} from '@rigready/ui';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AdminChangeAnswer } from '../../server/pages/admin-change-page.server.js';
import '../admin-screens.css';
import { useActionCall } from '../use-action-call.js';

type OverviewDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; id: string };

/** What an overview hands its create/edit form: the row edited (none when creating) and how to save. */
export interface AdminOverviewForm<Row extends object> {
  mode: 'create' | 'edit';
  chosen: Row | undefined;
  /** Posts the fields to the page's action; rejects with the refusal's message, so the form says why. */
  submit: (fields: Record<string, string>) => Promise<void>;
  close: () => void;
}

export interface AdminOverviewProps<Row extends object> {
  /** The page heading, e.g. 'User Overview'. */
  title: string;
  /** What one row is, in lower case: 'Create user', 'Delete user', and the form dialog's title 'User'. */
  noun: string;
  /** The page's route: its action takes the posted changes. */
  action: string;
  /** The class beside rr-page. */
  className: string;
  /** The other overview, linked beside the audit log and the imports. */
  otherOverview: { to: string; title: string };
  rows: Row[];
  rowId: (row: Row) => string;
  /** The data columns; the overview adds Edit and Delete. Keep it stable (module level). */
  columns: DataTableColumn<Row>[];
  /** Whether a row offers Edit (all rows when absent). Keep it stable (module level). */
  canEdit?: (row: Row) => boolean;
  table: Pick<DataTableProps<Row>, 'label' | 'searchPlaceholder' | 'emptyMessage' | 'defaultSortColumnId'>;
  form: (form: AdminOverviewForm<Row>) => ReactNode;
  deleteDescription: (row: Row) => string;
  /** The fields that name the row in the delete post (beside intent=delete). */
  deleteFields: (row: Row) => Record<string, string>;
  /** What the reader should know before changing a row, shown above the table. */
  intro?: ReactNode;
  /** More of the page, after the table. */
  children?: ReactNode;
}

const everyRow = () => true;

/**
 * Throws the refusal's message, so the form's toolbar (or the confirm dialog) turns red and says why; the
 * answer is the error's cause, for a form that marks the wrong fields (`fields`).
 */
function expectOk(answer: AdminChangeAnswer | undefined): AdminChangeAnswer {
  if (!answer?.ok) throw new Error(answer?.message ?? 'The change was not saved', { cause: answer });
  return answer;
}

function actionColumns<Row extends object>(
  rowId: (row: Row) => string,
  canEdit: (row: Row) => boolean,
  open: (dialog: OverviewDialog) => void,
): DataTableColumn<Row>[] {
  // Primary: a card on a phone keeps its Edit and Delete buttons.
  const action = { type: 'action', width: 90, filterable: false, searchable: false, primary: true } as const;
  return [
    {
      ...action,
      id: 'edit',
      header: 'Edit',
      accessor: (row) => (canEdit(row) ? 'Edit' : null),
      actionLabel: () => 'Edit',
      onAction: (row) => open({ kind: 'edit', id: rowId(row) }),
    },
    {
      ...action,
      id: 'delete',
      header: 'Delete',
      accessor: () => 'Delete',
      onAction: (row) => open({ kind: 'delete', id: rowId(row) }),
    },
  ];
}

/**
 * An admin overview page (/users, /customers): the heading with its create button, the table with Edit and
 * Delete on each row, the create/edit dialog around the page's form and the delete confirmation. Every
 * change is posted to the page's action (admin-change-page.server.ts); a saved one closes its dialog and
 * its message shows in the snackbar.
 */
export function AdminOverview<Row extends object>({
  title,
  noun,
  action,
  className,
  otherOverview,
  rows,
  rowId,
  columns,
  canEdit = everyRow,
  table,
  form,
  deleteDescription,
  deleteFields,
  intro,
  children,
}: AdminOverviewProps<Row>) {
  const [dialog, setDialog] = useState<OverviewDialog | null>(null);
  const call = useActionCall<AdminChangeAnswer>(action);
  const snackbar = useSnackbar();
  const allColumns = useMemo(
    // Edit and Delete follow the row's name, so they are in view at a desk's width however many columns follow.
    () => [...columns.slice(0, 1), ...actionColumns(rowId, canEdit, setDialog), ...columns.slice(1)],
    [columns, rowId, canEdit],
  );
  const chosen =
    dialog && dialog.kind !== 'create' ? rows.find((row) => rowId(row) === dialog.id) : undefined;
  const close = () => setDialog(null);
  // A saved change closes its dialog and says so in the snackbar; a refusal keeps the dialog open with
  // the reason in the form's toolbar.
  const submit = async (fields: Record<string, string>) => {
    snackbar.show(expectOk(await call(fields)).message, { tone: 'success' });
    close();
  };
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <div className={`rr-page ${className}`}>
      <div className="rr-page__header">
        <h1>{title}</h1>
        <button
          type="button"
          className="rr-button rr-icon-button"
          data-variant="primary"
          aria-label={`Create ${noun}`}
          title={`Create ${noun}`}
          onClick={() => setDialog({ kind: 'create' })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="rr-admin__links">
        <Link to={otherOverview.to}>{otherOverview.title}</Link> · <Link to="/audit">Audit log</Link> ·{' '}
        <Link to="/imports">Imports</Link> · <Link to="/integrations">Integrations</Link>
      </p>
      {intro}
      <DataTable {...table} rows={rows} columns={allColumns} columnSettings />
      {children}
      <ModalDialog
        open={dialog?.kind === 'create' || (dialog?.kind === 'edit' && chosen !== undefined)}
        onOpenChange={(open) => (open ? undefined : close())}
        title={Noun}
        size="lg"
      >
        {dialog?.kind === 'create' || chosen ? (
          <Fragment key={chosen ? rowId(chosen) : 'new'}>
            {form({ mode: chosen ? 'edit' : 'create', chosen, submit, close })}
          </Fragment>
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete' && chosen !== undefined}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Delete ${noun}`}
        description={chosen ? deleteDescription(chosen) : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!chosen) return;
          await submit({ intent: 'delete', ...deleteFields(chosen) });
        }}
      />
    </div>
  );
}
