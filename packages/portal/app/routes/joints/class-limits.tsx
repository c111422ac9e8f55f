import type { DataTableColumn } from '@rigready/ui';
import { AdminOverview } from '../../components/admin/admin-overview.js';
import { ClassLimitForm } from '../../components/class-limits/class-limit-form.js';
import { ClassMarkingForm } from '../../components/class-limits/class-marking-form.js';
import {
  CLASS_LIMIT_KEY_FIELDS,
  CLASS_LIMIT_LABELS,
  type ClassLimitRow,
  classLimitName,
} from '../../shared/class-limit-fields.js';
import '../../components/class-limits/class-limits.css';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { AdminChangeError } from '../../server/admin/change-context.server.js';
import {
  addClassLimit,
  type ClassLimitOutcome,
  deleteClassLimit,
  editClassLimit,
  listClassLimits,
} from '../../server/admin/class-limits.server.js';
import { readClassLimitForm, readPreviousRow } from '../../server/admin/class-limits-form.server.js';
import {
  readClassMarkingForm,
  readPreviousMarking,
} from '../../server/joint-class/class-marking-form.server.js';
import { readClassMarking, saveClassMarking } from '../../server/joint-class/class-marking-setting.server.js';
import { formText, runAdminChange } from '../../server/pages/admin-change-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/class-limits';

const PATH = '/settings/class-limits';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Class limits · rigready' }];
}

// Admin only: the route table's guard sends anyone else home. The limits are the provider's, not a customer's.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle } = getPortalRuntime();
  const [rows, marking] = await Promise.all([listClassLimits(handle), readClassMarking(handle)]);
  return { rows, marking };
}

const DONE: Record<ClassLimitOutcome, string> = {
  added: 'added',
  changed: 'saved',
  deleted: 'deleted',
  unchanged: 'already as asked: nothing changed',
};

// Every change is checked, audited and safe to repeat in the services; `previous` is what the admin saw.
export async function action({ request }: Route.ActionArgs) {
  return runAdminChange(request, async (form, change) => {
    const posted = (name: string) => formText(form, name);
    const intent = posted('intent');
    if (intent === 'marking') {
      const previous = readPreviousMarking(posted('previous'));
      const outcome = await saveClassMarking(change, previous, readClassMarkingForm(posted));
      return outcome === 'changed' ? 'Band colours saved' : 'Band colours already as asked: nothing changed';
    }
    if (intent === 'create') {
      const row = readClassLimitForm(posted);
      return `Class limits of ${classLimitName(row)} ${DONE[await addClassLimit(change, row)]}`;
    }
    if (intent === 'edit') {
      const previous = readPreviousRow(posted('previous'));
      // The row's key is the one shown; only its limits are edited.
      const row = readClassLimitForm((name) =>
        (CLASS_LIMIT_KEY_FIELDS as readonly string[]).includes(name)
          ? previous[name as (typeof CLASS_LIMIT_KEY_FIELDS)[number]]
          : posted(name),
      );
      return `Class limits of ${classLimitName(row)} ${DONE[await editClassLimit(change, previous, row)]}`;
    }
    if (intent === 'delete') {
      const previous = readPreviousRow(posted('previous'));
      return `Class limits of ${classLimitName(previous)} ${DONE[await deleteClassLimit(change, previous)]}`;
    }
    throw new AdminChangeError(400, `Invalid intent: create, edit, delete or marking, not '${intent}'`);
  });
}

const any = (value: string) => value || 'Any';
const inches = (value: number) => `${value} in`;

// The table's short headers; each header's tooltip and the form say them in full.
const SHORT_HEADERS = {
  TJ_OD_Premium_Min: 'Min OD Premium',
  TJ_OD_Class2_Min: 'Min OD Class 2',
  TS_Pin_Min: 'Min tong pin',
  TS_Box_Min: 'Min tong box',
} as const;

// Widths keep all ten columns (with Edit and Delete) in view at a desk's width.
const COLUMNS: DataTableColumn<ClassLimitRow>[] = [
  {
    id: 'Connection',
    header: CLASS_LIMIT_LABELS.Connection,
    accessor: (row) => row.Connection,
    pinned: true,
    width: 120,
  },
  {
    id: 'Tube_OD',
    header: CLASS_LIMIT_LABELS.Tube_OD,
    accessor: (row) => row.Tube_OD,
    primary: true,
    width: 100,
  },
  {
    id: 'Weight',
    header: CLASS_LIMIT_LABELS.Weight,
    accessor: (row) => any(row.Weight),
    primary: true,
    width: 90,
  },
  {
    id: 'Grade',
    header: CLASS_LIMIT_LABELS.Grade,
    accessor: (row) => any(row.Grade),
    primary: true,
    width: 90,
  },
  ...(['TJ_OD_Premium_Min', 'TJ_OD_Class2_Min', 'TS_Pin_Min', 'TS_Box_Min'] as const).map(
    (field): DataTableColumn<ClassLimitRow> => ({
      id: field,
      header: SHORT_HEADERS[field],
      description: `${CLASS_LIMIT_LABELS[field]}, in inches (${field} in class_limits.json)`,
      accessor: (row) => inches(row[field]),
      sortType: 'number',
      primary: true,
      width: 120,
    }),
  ),
];

const rowId = (row: ClassLimitRow) => JSON.stringify([row.Connection, row.Tube_OD, row.Weight, row.Grade]);

export default function ClassLimits({ loaderData }: Route.ComponentProps) {
  const { rows, marking } = loaderData;
  return (
    <AdminOverview
      title="Class limits"
      noun="limits row"
      action={PATH}
      className="rr-class-limits"
      otherOverview={{ to: '/admin', title: 'Admin' }}
      rows={rows}
      rowId={rowId}
      columns={COLUMNS}
      table={{
        label: 'Class limits',
        searchPlaceholder: 'Search connections, sizes, grades',
        emptyMessage:
          'No class limits yet: they come with the next import of class_limits.json, or add a row',
      }}
      intro={
        <div className="rr-class-limits__intro">
          <p>
            The least box OD and tong space that class a joint's tool joint (API RP 7G-2), one row per
            connection and pipe; a blank weight or grade applies to any. Each joint's class is worked out from
            these rows whenever it is shown, so a change here shows at once on every joint it applies to.
          </p>
          <p className="rr-class-limits__import" role="note">
            <strong>The import overrides edits made here.</strong> Every import of class_limits.json writes
            the rows it carries: a row edited here goes back to the file's limits at the next import that
            carries it. A row added here stays until an import whose manifest lists class_limits as a snapshot
            leaves it out. Make a lasting change in the system of record too.
          </p>
        </div>
      }
      form={(form) => <ClassLimitForm {...form} />}
      deleteDescription={(row) =>
        `Delete the class limits of ${classLimitName(row)}? Its joints are then classed by another row that applies, or not classed on the tool joint.`
      }
      deleteFields={(row) => ({ previous: JSON.stringify(row) })}
    >
      <ClassMarkingForm action={PATH} marking={marking} />
    </AdminOverview>
  );
}
