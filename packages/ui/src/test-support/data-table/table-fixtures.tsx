import { inspectionDateColour, locationLabel, monthsBetween } from '@rigready/core';
import type { DataTableColumn } from '../../data-table/data-table.types.js';

/** A small inventory row for the table's tests and stories. */
export interface SampleRow {
  Item_No: string;
  Site: string;
  Connection: string;
  Weight: number;
  Rig_Ready: number;
  Last_Inspection: string;
  Priority: string;
  action: string;
}

const SITES = ['Stavanger', 'Aberdeen', 'Esbjerg'];
const CONNECTIONS = ['NC50', 'NC38', '5 1/2" FH'];

/**
 * `count` rows with predictable values: row i has Weight i + 1, Site SITES[i % 3], Connection
 * CONNECTIONS[i % 3 === 0 ? 0 : i % 2], Rig_Ready 0 on even rows, 'No Certificate' every third row.
 */
export function sampleRows(count: number): SampleRow[] {
  return Array.from({ length: count }, (_, index) => ({
    Item_No: `550DP.${index + 1}`,
    Site: SITES[index % 3] as string,
    Connection: CONNECTIONS[index % 3 === 0 ? 0 : index % 2] as string,
    Weight: index + 1,
    Rig_Ready: index % 2 === 0 ? 0 : index * 10,
    Last_Inspection: `2024-0${1 + (index % 9)}-15`,
    Priority: index % 2 === 0 ? 'High' : 'Low',
    action: index % 3 === 0 ? 'No Certificate' : 'Certificate',
  }));
}

// Epoch seconds, as core reads numbers as dates.
const NOW = '2024-10-01T00:00:00Z';

/** The sample rows' columns, one of each cell type. */
export function sampleColumns(handlers: {
  onCountClick?: (row: SampleRow, columnId: string) => void;
  onPdfClick?: (row: SampleRow) => void;
}): DataTableColumn<SampleRow>[] {
  return [
    { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No },
    { id: 'Site', header: 'Site', accessor: (row) => row.Site },
    { id: 'Connection', header: 'Connection', accessor: (row) => row.Connection },
    { id: 'Weight', header: 'Weight', accessor: (row) => row.Weight, type: 'number', width: 90 },
    {
      id: 'Rig_Ready',
      header: locationLabel('Rig_Ready'),
      accessor: (row) => row.Rig_Ready,
      type: 'count',
      onCountClick: handlers.onCountClick,
      width: 100,
    },
    {
      id: 'Last_Inspection',
      header: 'Last Inspection',
      accessor: (row) => row.Last_Inspection,
      type: 'colour',
      sortType: 'date',
      colour: (row) => inspectionDateColour(monthsBetween(row.Last_Inspection, NOW), 'circle'),
    },
    {
      id: 'Priority',
      header: 'Priority',
      accessor: (row) => row.Priority,
      type: 'chip',
      chipColor: (row) => (row.Priority === 'High' ? '#d32f2f' : '#2e7d32'),
      width: 110,
    },
    {
      id: 'action',
      header: 'Certificate',
      accessor: (row) => row.action,
      type: 'pdf',
      onPdfClick: handlers.onPdfClick,
      width: 110,
      filterable: false,
    },
  ];
}
