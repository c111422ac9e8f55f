import { SelectField, TextField } from '@rigready/ui';
import { Form, useLocation } from 'react-router';
import '../../components/admin-screens.css';
import '../../components/document-access.css';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { formatDateTime } from '../../server/audit/audit-words.server.js';
import {
  documentAccessCustomers,
  listDocumentAccess,
} from '../../server/document-access/document-access-list.server.js';
import { DOCUMENT_KINDS } from '../../server/document-access/record-document-access.server.js';
import { documentAccessQuery } from '../../server/pages/document-access-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { deviceName } from '../../server/sessions/device-name.server.js';
import type { Route } from './+types/document-access';

/** The newest rows the page shows; the export holds every row of the filter. */
const PAGE_ROWS = 200;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Document access · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { viewer, filter, problems } = documentAccessQuery(identity, request);
  const { handle, env } = getPortalRuntime();
  const [listed, customers] = await Promise.all([
    listDocumentAccess(handle, viewer, filter, { timeZone: env.timeZone, limit: PAGE_ROWS }),
    documentAccessCustomers(handle, viewer),
  ]);
  return {
    ownCustomer: viewer.kind === 'customer' ? viewer.customer : null,
    customers,
    kinds: DOCUMENT_KINDS,
    filter,
    problems,
    total: listed.total,
    rows: listed.rows.map((row) => ({
      ...row,
      when: formatDateTime(row.at, env.timeZone),
      device: deviceName(row.userAgent),
    })),
  };
}

export default function DocumentAccess({ loaderData }: Route.ComponentProps) {
  const { ownCustomer, customers, kinds, filter, problems, total, rows } = loaderData;
  const { search } = useLocation();
  return (
    <div className="rr-page rr-document-access">
      <h1>Document access{ownCustomer ? ` · ${ownCustomer}` : ''}</h1>
      <p>Who opened or downloaded which document, when and from where.</p>
      <Form method="get" className="rr-document-access__filter">
        {ownCustomer ? null : (
          <SelectField
            label="Customer"
            name="customer"
            options={customers}
            placeholder="All customers"
            defaultValue={filter.customer ?? ''}
          />
        )}
        <SelectField
          label="Kind"
          name="kind"
          options={kinds}
          placeholder="All kinds"
          defaultValue={filter.kind ?? ''}
        />
        <TextField label="User (e-mail)" name="user" type="email" defaultValue={filter.user ?? ''} />
        <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ''} />
        <button type="submit" className="rr-button" data-variant="primary">
          Filter
        </button>
      </Form>
      {problems.length > 0 ? (
        <p className="rr-form-alert" data-tone="error" role="status">
          Ignored: {problems.join('; ')}.
        </p>
      ) : null}
      <p>
        {total === 1 ? '1 access' : `${total} accesses`}
        {total > rows.length ? ` · the newest ${rows.length} shown` : ''} ·{' '}
        <a className="rr-tap-link" href={`/document-access/export${search}`} download>
          Export CSV
        </a>
      </p>
      {rows.length === 0 ? (
        <p>
          {search
            ? 'No opened or downloaded document matches this filter.'
            : 'No document has been opened or downloaded yet.'}
        </p>
      ) : (
        <table className="rr-stacked-table rr-document-access__table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">User</th>
              {ownCustomer ? null : <th scope="col">Customer</th>}
              <th scope="col">Document</th>
              <th scope="col">How</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.when}</td>
                <td data-label="User">{row.email ?? 'Public link'}</td>
                {ownCustomer ? null : <td data-label="Customer">{row.customer ?? '–'}</td>}
                <td data-label="Document">
                  {row.fileName}
                  <br />
                  <small>
                    {row.kind} {row.reference}
                  </small>
                </td>
                <td data-label="How">
                  {row.mode} ({row.via})
                </td>
                <td data-label="From">
                  {row.address}
                  <br />
                  <small>{row.device}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
