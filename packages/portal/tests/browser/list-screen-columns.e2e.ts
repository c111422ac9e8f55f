import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  columnsByRightEdge,
  readChooser,
  readColumnTexts,
  readTableHeaders,
} from './support/data-table-reading.js';
import { usePortal } from './support/use-portal.js';

interface ListScreen {
  path: string;
  pipeType: 'Tubular' | 'BHA';
  table: string;
  columns: readonly string[];
  /** The columns of `columns` left to Edit headers until chosen, in the spec's order. */
  chooser: readonly string[];
  sortedBy: string | null;
  placeholder: string;
}

// The spec's columns in its order; the portal adds a few (named in each comment), never drops or reorders one.
// Where they cannot all be in view at 1280 px, the screen's own columns are shown and the rest wait in the
// column chooser (Edit headers), one click away: `chooser` names those.
const LIST_SCREENS: readonly ListScreen[] = [
  {
    // Adds Stage, Expected ready, Late and Estimate basis (the ready estimate) and Steps.
    path: '/orderconfirm',
    pipeType: 'Tubular',
    table: 'Tubular orders',
    columns: [
      'Order',
      'Return Date',
      'Completed',
      'Stage',
      'Expected ready',
      'Late',
      'Steps',
      'Estimate basis',
      'PO',
      'Ref',
      'Item No',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Inspection',
      'Scope Of Work',
      'QTY',
      'PDF',
    ],
    chooser: [
      'Completed',
      'Steps',
      'Estimate basis',
      'Ref',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Inspection',
      'Scope Of Work',
    ],
    sortedBy: 'Return Date descending',
    placeholder: 'Search (Order nr, PO, Item Number etc..)',
  },
  {
    // Adds the select column of 'Download Selected' (as the other BHA lists), Stage and Steps.
    path: '/orderconfirm',
    pipeType: 'BHA',
    table: 'BHA orders',
    columns: [
      '',
      'Order',
      'Return Date',
      'Returned From',
      'Customer rep',
      'Ref',
      'Completed',
      'Stage',
      'Steps',
      'PO',
      'QTY',
      'PDF',
    ],
    chooser: ['Customer rep', 'Completed', 'Steps'],
    sortedBy: 'Return Date descending',
    placeholder: 'Search (Order nr, PO, Item Number etc..)',
  },
  {
    // Adds Excel (the tally as a spreadsheet), as the other returned pipe lists do.
    path: '/dp',
    pipeType: 'Tubular',
    table: 'Drill Pipe',
    columns: [
      'Order No',
      'Returned From',
      'Returned Date',
      'Ref',
      'Quantity',
      'Item No',
      'Weight',
      'Grade',
      'Connection',
      'Spec',
      'PDF',
      'Excel',
    ],
    chooser: ['Weight', 'Grade', 'Connection'],
    sortedBy: 'Returned Date descending',
    placeholder: 'Search',
  },
  {
    path: '/hw',
    pipeType: 'Tubular',
    table: 'Heavy Weight',
    columns: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'Weight',
      'Grade',
      'Connection',
      'Spec',
      'Equipment',
      'PDF',
      'Excel',
    ],
    chooser: ['Weight', 'Grade', 'Connection', 'Equipment'],
    sortedBy: 'Inspection Date descending',
    placeholder: 'Search',
  },
  {
    // The spec: the same columns as Heavy Weight.
    path: '/dc',
    pipeType: 'Tubular',
    table: 'Drill Collar',
    columns: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'Weight',
      'Grade',
      'Connection',
      'Spec',
      'Equipment',
      'PDF',
      'Excel',
    ],
    chooser: ['Weight', 'Grade', 'Connection', 'Equipment'],
    sortedBy: 'Inspection Date descending',
    placeholder: 'Search',
  },
  {
    // The spec: Heavy Weight's columns plus String No.
    path: '/octg',
    pipeType: 'Tubular',
    table: 'OCTG',
    columns: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'Weight',
      'Grade',
      'Connection',
      'Spec',
      'Equipment',
      'String No',
      'PDF',
      'Excel',
    ],
    chooser: ['Weight', 'Grade', 'Connection', 'Spec', 'Equipment'],
    sortedBy: 'Inspection Date descending',
    placeholder: 'Search',
  },
  {
    // Sorted by Returned_Date, which is no column: no header carries the sort.
    path: '/chiksan',
    pipeType: 'Tubular',
    table: 'Chiksan',
    columns: [
      'Order No',
      'Serial Number',
      'Description',
      'Report Status',
      'Inspection Date',
      'Steel Type',
      'NDT Method',
      'MPI Method',
      'Area of Examination',
      'Procedure',
      'PDF',
    ],
    // Returned Date is the default sort, no column of the spec's: it waits in the chooser too.
    chooser: ['Steel Type', 'MPI Method', 'Area of Examination', 'Procedure', 'Returned Date'],
    sortedBy: null,
    placeholder: 'Search (Order No, Serial Number etc..)',
  },
  {
    // Sorted by priority (its value, not its name), which the rows below check.
    path: '/dashboard',
    pipeType: 'Tubular',
    table: 'Dashboard',
    columns: [
      'Priority',
      'Order Number',
      'Return Date',
      'PO Number',
      'String No',
      'Item No',
      'Equipment',
      'Quantity',
      'Inspection',
      'Machining',
      'Hardbanding',
      'Shipped',
    ],
    chooser: ['PO Number', 'String No', 'Equipment'],
    sortedBy: null,
    placeholder: 'Search',
  },
  {
    path: '/tcp',
    pipeType: 'Tubular',
    table: 'TCP Guns',
    columns: ['Serial Number', 'Equipment Description', 'Inspection Result', 'Times Used'],
    chooser: [],
    sortedBy: null,
    placeholder: 'Search',
  },
  {
    // The delivery ticket's fields (spec part 2 §3), with the ticket's PDF and documents next to the rig so
    // they are in view at 1280 px.
    path: '/delivery',
    pipeType: 'Tubular',
    table: 'Shipping',
    columns: [
      'DT No',
      'Date',
      'Sent To',
      'Item No',
      'Quantity',
      'Rig',
      'Ticket',
      'Documents',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Ref',
      'Asset',
    ],
    chooser: ['Equipment', 'Weight', 'Grade', 'Connection', 'Ref', 'Asset'],
    sortedBy: 'Date descending',
    placeholder: 'Search',
  },
  {
    // The first column is the row's selection box (Download Selected).
    path: '/delivery',
    pipeType: 'BHA',
    table: 'Shipping BHA',
    columns: ['', 'DT No', 'Date', 'Receiver', 'Rig', 'Total Equipment', 'Asset', 'PDF'],
    chooser: [],
    sortedBy: 'Date descending',
    placeholder: 'Search',
  },
  {
    path: '/received',
    pipeType: 'Tubular',
    table: 'Received',
    columns: [
      'Receive No',
      'Returned Date',
      'Returned From',
      'Location',
      'Item No',
      'Quantity',
      'Equipment',
      'Asset',
      'PDF',
      'Freight papers',
    ],
    chooser: ['Equipment', 'Asset'],
    sortedBy: 'Returned Date descending',
    placeholder: 'Search',
  },
  {
    path: '/preinvoice',
    pipeType: 'Tubular',
    table: 'Pre Invoice',
    columns: [
      'Order No',
      'Returned From',
      'Return Date',
      'Ref',
      'Item Number',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Inspection Specification',
      'Asset',
      'PDF',
    ],
    chooser: ['Equipment', 'Weight', 'Grade', 'Connection', 'Asset'],
    sortedBy: 'Return Date descending',
    placeholder: 'Search',
  },
  {
    path: '/preinvoice',
    pipeType: 'BHA',
    table: 'Pre Invoice BHA',
    columns: ['', 'Order No', 'Returned From', 'Return Date', 'PO', 'Ref', 'Asset', 'PDF'],
    chooser: [],
    sortedBy: 'Return Date descending',
    placeholder: 'Search',
  },
];

interface InViewScreen {
  path: string;
  pipeType: 'Tubular' | 'BHA';
  table: string;
  /** The columns shown before the user chooses, in order: each must end inside the table at 1280 px. */
  shown: readonly string[];
}

// What each wide list shows by default at a desk's 1280 px: the columns the screen exists for (the comment
// beside each screen's column definitions says why), the rest one click away in Edit headers. The
// selection column of the BHA lists has no header text.
const IN_VIEW_AT_1280: readonly InViewScreen[] = [
  {
    path: '/dashboard',
    pipeType: 'Tubular',
    table: 'Dashboard',
    shown: [
      'Priority',
      'Order Number',
      'Return Date',
      'Item No',
      'Quantity',
      'Inspection',
      'Machining',
      'Hardbanding',
      'Shipped',
    ],
  },
  {
    path: '/orderconfirm',
    pipeType: 'Tubular',
    table: 'Tubular orders',
    shown: ['Order', 'Return Date', 'Stage', 'Expected ready', 'Late', 'PO', 'Item No', 'QTY', 'PDF'],
  },
  {
    path: '/orderconfirm',
    pipeType: 'BHA',
    table: 'BHA orders',
    shown: ['', 'Order', 'Return Date', 'Returned From', 'Ref', 'Stage', 'PO', 'QTY', 'PDF'],
  },
  {
    path: '/ongoingorders',
    pipeType: 'Tubular',
    table: 'Ongoing Orders',
    shown: ['Order No', 'Expected ready', 'Steps', 'Item No', 'QTY'],
  },
  {
    path: '/ongoingorders',
    pipeType: 'BHA',
    table: 'Ongoing Orders',
    shown: ['Order No', 'Steps', 'Return Date', 'Returned From', 'QTY'],
  },
  {
    path: '/dp',
    pipeType: 'Tubular',
    table: 'Drill Pipe',
    shown: [
      'Order No',
      'Returned From',
      'Returned Date',
      'Ref',
      'Quantity',
      'Item No',
      'Spec',
      'PDF',
      'Excel',
    ],
  },
  {
    path: '/hw',
    pipeType: 'Tubular',
    table: 'Heavy Weight',
    shown: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'Spec',
      'PDF',
      'Excel',
    ],
  },
  {
    path: '/dc',
    pipeType: 'Tubular',
    table: 'Drill Collar',
    shown: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'Spec',
      'PDF',
      'Excel',
    ],
  },
  {
    path: '/octg',
    pipeType: 'Tubular',
    table: 'OCTG',
    shown: [
      'Order No',
      'Returned From',
      'Inspection Date',
      'Ref',
      'Quantity',
      'Item No',
      'String No',
      'PDF',
      'Excel',
    ],
  },
  {
    path: '/chiksan',
    pipeType: 'Tubular',
    table: 'Chiksan',
    shown: [
      'Order No',
      'Serial Number',
      'Description',
      'Report Status',
      'Inspection Date',
      'NDT Method',
      'PDF',
    ],
  },
  {
    path: '/delivery',
    pipeType: 'Tubular',
    table: 'Shipping',
    shown: ['DT No', 'Date', 'Sent To', 'Item No', 'Quantity', 'Rig', 'Ticket', 'Documents'],
  },
  {
    path: '/received',
    pipeType: 'Tubular',
    table: 'Received',
    shown: [
      'Receive No',
      'Returned Date',
      'Returned From',
      'Location',
      'Item No',
      'Quantity',
      'PDF',
      'Freight papers',
    ],
  },
  {
    path: '/preinvoice',
    pipeType: 'Tubular',
    table: 'Pre Invoice',
    shown: [
      'Order No',
      'Returned From',
      'Return Date',
      'Ref',
      'Item Number',
      'Inspection Specification',
      'PDF',
    ],
  },
  {
    path: '/NCR',
    pipeType: 'Tubular',
    table: 'Non conformance reports',
    shown: ['NCR No', 'Title', 'NCR Category', 'Status', 'Decision', 'Date Reported', 'Date Closed', 'PDF'],
  },
  {
    path: '/inspectionBHA',
    pipeType: 'Tubular',
    table: 'BHA inspection reports',
    shown: ['', 'Order No', 'Serial No', 'Description', 'ID', 'Min ID', 'Inspection Date', 'PDF'],
  },
  {
    path: '/inventory',
    pipeType: 'BHA',
    table: 'BHA inventory',
    shown: [
      '',
      'Serial Number',
      'Description',
      'Current Location',
      'Last Inspection Date',
      'Days past due inspection',
      'Certificate',
    ],
  },
  {
    path: '/keystone',
    pipeType: 'Tubular',
    table: 'Serial history',
    shown: [
      'Serial Nr',
      'Description',
      'Connection 1',
      'Connection 2',
      'Inspection Date',
      'Order No',
      'Result',
      'PDF',
    ],
  },
];

describe("given the built portal with the demo data, the list screens' columns, sorts and searches", () => {
  const portal = usePortal();
  let page: Page;

  beforeAll(async () => {
    // Wide enough that the grid draws every column: it draws only the columns in view.
    page = await portal.signedInPage('customer@rigready.test', {
      landing: /\/(home|dp)/,
      context: { viewport: { width: 3200, height: 900 } },
    });
  });

  async function choosePipeType(pipeType: 'BHA' | 'Tubular', on: Page = page) {
    const answer = await on.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  async function readScreen(screen: ListScreen) {
    await choosePipeType(screen.pipeType);
    await page.goto(`${portal.baseUrl}${screen.path}`);
    const { columns: shown, sortedBy } = await readTableHeaders(page, screen.table);
    const placeholder = await page
      .locator('.rr-data-table__search input, input[type="search"]')
      .first()
      .getAttribute('placeholder');
    return { shown, chooser: await readChooser(page, screen.table), sortedBy, placeholder };
  }

  it('should show each list screen with the columns, sort and search the spec names', async () => {
    const seen = [];
    for (const screen of LIST_SCREENS) seen.push({ path: screen.path, ...(await readScreen(screen)) });
    // Every column of the spec's list is either shown, in its order, or one click away in the chooser.
    expect(seen).toEqual(
      LIST_SCREENS.map(({ path, columns, chooser, sortedBy, placeholder }) => ({
        path,
        shown: columns.filter((column) => !chooser.includes(column)),
        chooser,
        sortedBy,
        placeholder,
      })),
    );
  }, 180_000);

  it('should list the dashboard by priority and the TCP guns by times used, ascending', async () => {
    await choosePipeType('Tubular');
    await page.goto(`${portal.baseUrl}/dashboard`);
    // The demo customer's 59 order lines not completed (orders.json): 11 High, 22 Medium, 10 Low and 16
    // without a priority, whose chip is empty.
    expect(await readColumnTexts(page, 'Dashboard', 1)).toEqual([
      ...Array<string>(11).fill('High'),
      ...Array<string>(22).fill('Medium'),
      ...Array<string>(10).fill('Low'),
      ...Array<string>(16).fill(''),
    ]);
    await page.goto(`${portal.baseUrl}/tcp`);
    // The demo customer's 40 guns' times_used.count in tcp.json, sorted.
    expect((await readColumnTexts(page, 'TCP Guns', 4)).map(Number)).toEqual([
      0, 1, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9, 9, 10, 10, 10, 10, 11, 12,
      12, 12, 13, 13, 13, 14, 14,
    ]);
  }, 60_000);

  it("should show each wide list's default columns whole inside the table at 1280 px", async () => {
    const deskPage = await portal.signedInPage('customer@rigready.test', { landing: /\/(home|dp)/ });
    const seen = [];
    for (const screen of IN_VIEW_AT_1280) {
      await choosePipeType(screen.pipeType, deskPage);
      await deskPage.goto(`${portal.baseUrl}${screen.path}`);
      seen.push({ ...screen, ...(await columnsByRightEdge(deskPage, screen.table)) });
    }
    expect(seen).toEqual(IN_VIEW_AT_1280.map((screen) => ({ ...screen, inside: screen.shown, past: [] })));
  }, 180_000);
});
