import { CSV_MIME_TYPE, csvParts, type TableColumn } from '@rigready/core';
import { formatDateTime } from '../audit/audit-words.server.js';
import type { DocumentAccessRow } from '../document-access/document-access-list.server.js';
import { contentDisposition } from '../document-store/download-name.server.js';
import { deviceName } from '../sessions/device-name.server.js';

/** The download name of the access log's export. */
export const DOCUMENT_ACCESS_CSV_NAME = 'document_access.csv';

function columns(timeZone: string): TableColumn<DocumentAccessRow>[] {
  return [
    { id: 'at', header: 'When', accessor: (row) => formatDateTime(row.at, timeZone) },
    { id: 'email', header: 'User', accessor: (row) => row.email ?? 'Public link' },
    { id: 'customer', header: 'Customer', accessor: (row) => row.customer },
    { id: 'kind', header: 'Kind', accessor: (row) => row.kind },
    { id: 'reference', header: 'Reference', accessor: (row) => row.reference },
    { id: 'fileName', header: 'File', accessor: (row) => row.fileName },
    { id: 'mode', header: 'Opened or downloaded', accessor: (row) => row.mode },
    { id: 'via', header: 'Via', accessor: (row) => row.via },
    { id: 'address', header: 'Address', accessor: (row) => row.address },
    { id: 'device', header: 'Device', accessor: (row) => deviceName(row.userAgent) },
  ];
}

/**
 * The access log's rows as a CSV answer in core's CSV format (the `sep=,` line, every value quoted), the
 * times on the portal's clock, saved as document_access.csv and never cached.
 *
 * @example
 * return documentAccessCsv(rows, 'Europe/Oslo');
 */
export function documentAccessCsv(rows: readonly DocumentAccessRow[], timeZone: string): Response {
  return new Response(csvParts(rows, columns(timeZone)).join(''), {
    status: 200,
    headers: {
      'Content-Type': CSV_MIME_TYPE,
      'Content-Disposition': contentDisposition(DOCUMENT_ACCESS_CSV_NAME),
      'Cache-Control': 'private, no-store',
    },
  });
}
