import type { OrderStage } from '@rigready/core';
import type { DataTableColumn } from '@rigready/ui';
import type { OrderProgressText, OrderStepsText } from '../../server/pages/order-progress-page.server.js';
import type { BhaOrderAnswer, TubularOrderAnswer } from '../../server/services/orders.server.js';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { pdfColumn } from '../../shared/table-columns.js';

type Column<Row> = DataTableColumn<Row>;

/** A column left to the column chooser (Edit headers) until the user shows it. */
const chosenLater = <Row>(column: Column<Row>): Column<Row> => ({ ...column, defaultVisible: false });

/** A tubular order line as the order screens get it: with its progress and expected ready date. */
export type TubularOrderLine = TubularOrderAnswer & OrderProgressText;

/** A BHA order as the order screens get it: with its progress. */
export type BhaOrderLine = BhaOrderAnswer & OrderStepsText;

/**
 * An order's stage and steps columns (the two every pipe type has).
 *
 * @example
 * const { stage, steps } = stepColumns<BhaOrderLine>();
 */
export function stepColumns<Row extends OrderStepsText>(): { stage: Column<Row>; steps: Column<Row> } {
  return {
    stage: { id: 'Stage', header: 'Stage', accessor: (row) => row.Stage, width: 120 },
    steps: { id: 'Steps', header: 'Steps', accessor: (row) => row.Steps, width: 520, filterable: false },
  };
}

/**
 * An order line's progress columns: its current stage, its expected ready date (a date, marked red and
 * with a Late column saying by how much when it passed unmet) and what the estimate rests on, and every step with its date. Placed right after the order's identity and dates, they are
 * among the first four a phone's card shows.
 *
 * @example
 * const { stage, expected, late, basis, steps } = progressColumns<TubularOrderLine>();
 */
export function progressColumns<Row extends OrderProgressText>(): {
  stage: Column<Row>;
  expected: Column<Row>;
  late: Column<Row>;
  basis: Column<Row>;
  steps: Column<Row>;
} {
  return {
    ...stepColumns<Row>(),
    basis: {
      id: 'Estimate_Basis',
      header: 'Estimate basis',
      accessor: (row) => row.Estimate_Basis,
      width: 320,
      filterable: false,
    },
    expected: {
      id: 'Expected_Ready',
      header: 'Expected ready',
      accessor: (row) => row.Expected_Ready || null,
      type: 'colour',
      sortType: 'date',
      colour: (row) => (row.Ready_Late ? 'red' : null),
      width: 140,
      description:
        "An estimate: the return date plus the median working days of the customer's completed orders with the same scope of work; a completed line shows when it was completed",
    },
    late: {
      id: 'Ready_Late',
      header: 'Late',
      accessor: (row) => row.Ready_Late,
      width: 130,
      description: 'How many days ago the expected ready date passed with the line not yet completed',
    },
  };
}

/**
 * The order confirmation's tubular columns (spec part 2 §2) with each line's stage, expected ready date
 * and steps after Completed, and the PDF, which opens the order's confirmation.
 */
export function tubularOrderColumns(onPdf: (row: TubularOrderLine) => void): Column<TubularOrderLine>[] {
  const progress = progressColumns<TubularOrderLine>();
  // The order, when it came, where it stands and when it is expected ready (late or not), the customer's
  // PO, the item and quantity and the confirmation's PDF are in view at 1280 px; the steps in full, the
  // estimate's basis and the pipe's details are one click away in Edit headers.
  return [
    { id: 'Order_No', header: 'Order', accessor: (row) => row.Order_No },
    {
      id: 'Return_Date',
      header: FIELD_LABELS.Return_Date,
      accessor: (row) => row.Return_Date,
      type: 'date',
      width: 96,
    },
    chosenLater({
      id: 'Completed',
      header: FIELD_LABELS.Completed,
      accessor: (row) => row.Completed,
      width: 110,
    }),
    progress.stage,
    progress.expected,
    { ...progress.late, width: 72 },
    chosenLater(progress.steps),
    chosenLater(progress.basis),
    { id: 'PO', header: FIELD_LABELS.PO, accessor: (row) => row.PO },
    chosenLater({ id: 'Ref', header: FIELD_LABELS.Ref, accessor: (row) => row.Ref }),
    { id: 'Item_No', header: FIELD_LABELS.Item_No, accessor: (row) => row.Item_No },
    chosenLater({ id: 'Equipment', header: FIELD_LABELS.Equipment, accessor: (row) => row.Equipment }),
    chosenLater({ id: 'Weight', header: FIELD_LABELS.Weight, accessor: (row) => row.Weight, width: 100 }),
    chosenLater({ id: 'Grade', header: FIELD_LABELS.Grade, accessor: (row) => row.Grade, width: 100 }),
    chosenLater({
      id: 'Connection_Rec',
      header: FIELD_LABELS.Connection_Rec,
      accessor: (row) => row.Connection_Rec,
    }),
    chosenLater({
      id: 'Inspection_Spec',
      header: FIELD_LABELS.Inspection_Spec,
      accessor: (row) => row.Inspection_Spec,
    }),
    chosenLater({
      id: 'Scope_Of_Work',
      header: 'Scope Of Work',
      accessor: (row) => row.Scope_Of_Work,
      width: 160,
    }),
    {
      id: 'QTY_Recived',
      header: FIELD_LABELS.QTY_Recived,
      accessor: (row) => row.QTY_Recived,
      type: 'number',
      width: 80,
    },
    orderPdfColumn(onPdf),
  ];
}

/** The order confirmation's BHA columns (spec part 2 §2), with each order's stage and steps. */
export function bhaOrderColumns(onPdf: (row: BhaOrderLine) => void): Column<BhaOrderLine>[] {
  const { stage, steps } = stepColumns<BhaOrderLine>();
  // The order, when and where from, its references, where it stands, the quantity and the PDF are in view
  // at 1280 px; the customer's rep, the completed mark and the steps in full are one click away.
  return [
    { id: 'Order_No', header: 'Order', accessor: (row) => row.Order_No },
    {
      id: 'Return_Date',
      header: FIELD_LABELS.Return_Date,
      accessor: (row) => row.Return_Date,
      type: 'date',
      width: 96,
    },
    { id: 'Returned_From', header: FIELD_LABELS.Returned_From, accessor: (row) => row.Returned_From },
    chosenLater({
      id: 'Customer_Rep',
      header: FIELD_LABELS.Customer_Rep,
      accessor: (row) => row.Customer_Rep,
    }),
    { id: 'Ref', header: FIELD_LABELS.Ref, accessor: (row) => row.Ref },
    chosenLater({
      id: 'Completed',
      header: FIELD_LABELS.Completed,
      accessor: (row) => row.Completed,
      width: 110,
    }),
    stage,
    chosenLater(steps),
    { id: 'PO', header: FIELD_LABELS.PO, accessor: (row) => row.PO },
    { id: 'QTY', header: FIELD_LABELS.QTY, accessor: (row) => row.QTY, type: 'number', width: 80 },
    orderPdfColumn(onPdf),
  ];
}

/**
 * The PDF button column of an order list (order confirmations, returned pipe reports): one button per order,
 * left out of search and filters.
 *
 * @example
 * [...columns, orderPdfColumn<TubularOrderAnswer>((row) => openConfirmation(row.Order_No))];
 */
export function orderPdfColumn<Row extends { Order_No: string }>(onPdf: (row: Row) => void): Column<Row> {
  return pdfColumn({ value: (row) => row.Order_No, width: 80, onOpen: onPdf });
}

const STAGE_DATE: Record<Exclude<OrderStage, 'Orders'>, keyof TubularOrderAnswer> = {
  Inspection: 'Inspection_Completed_DATE',
  Machining: 'Machinig_Completed_Date',
  Hardbanding: 'Hardbaning_Completed_Date',
};

/** How the order-number and COC cells of an order stage table act. */
export interface StageColumnActions<Row> {
  /** The completed inspections: the order number opens the line's inspection, where it has one. */
  inspection?: { has: (row: Row) => boolean; open: (row: Row) => void };
  /** The machining or hardbanding tables: the COC button opens the order's certificate of conformity. */
  openCoc?: (row: Row) => void;
}

/**
 * The columns of one table of the ongoing or completed orders screen. With `actions.inspection` the order
 * number is a button on the lines that have an inspection to show (a disabled one on the others); with
 * `actions.openCoc` a COC button ends each row. The ongoing tubular tables show each line's stage,
 * expected ready date and steps after the order number.
 */
export function stageColumns(
  stage: OrderStage,
  pipeType: 'Tubular' | 'BHA',
  actions: StageColumnActions<TubularOrderLine | BhaOrderLine> = {},
  view: 'ongoing' | 'completed' = 'completed',
): Column<TubularOrderLine | BhaOrderLine>[] {
  type Row = TubularOrderLine | BhaOrderLine;
  const field = (name: string) => (row: Row) => (row as unknown as Record<string, unknown>)[name] ?? null;
  const { inspection, openCoc } = actions;
  const orderNo: Column<Row> = inspection
    ? {
        id: 'Order_No',
        header: 'Order No',
        accessor: (row) => (inspection.has(row) ? row.Order_No : null),
        actionLabel: (row) => row.Order_No,
        type: 'action',
        onAction: inspection.open,
      }
    : { id: 'Order_No', header: FIELD_LABELS.Order_No, accessor: field('Order_No') };
  const coc: Column<Row>[] = openCoc
    ? [
        {
          id: 'COC',
          header: 'COC',
          accessor: () => 'COC',
          type: 'action',
          width: 80,
          filterable: false,
          searchable: false,
          onAction: openCoc,
        },
      ]
    : [];
  // An ongoing order's wide steps (the current one marked, so the stage is in them) leave room for little
  // else at 1280 px: the references and details are one click away in Edit headers there.
  const ongoing = view === 'ongoing';
  const later = (column: Column<Row>) => (ongoing ? chosenLater(column) : column);
  const returned: Column<Row> = {
    id: 'Return_Date',
    header: 'Return Date',
    accessor: field('Return_Date'),
    type: 'date',
    width: 96,
  };
  if (pipeType === 'BHA') {
    const bha = stepColumns<BhaOrderLine>();
    const progress = (ongoing ? [chosenLater(bha.stage), bha.steps] : []) as Column<Row>[];
    return [
      orderNo,
      ...progress,
      returned,
      { id: 'Returned_From', header: FIELD_LABELS.Returned_From, accessor: field('Returned_From') },
      later({ id: 'PO', header: FIELD_LABELS.PO, accessor: field('PO') }),
      later({ id: 'Ref', header: FIELD_LABELS.Ref, accessor: field('Ref') }),
      { id: 'QTY', header: FIELD_LABELS.QTY, accessor: field('QTY'), type: 'number', width: 80 },
    ];
  }
  const progress = progressColumns<TubularOrderLine>();
  // The steps are what an ongoing order is looked up for: right after its expected date, in view at 1280 px
  // (the expected date turns red when it passed, the Late column saying by how much is one click away).
  const shown = ongoing
    ? [
        chosenLater(progress.stage),
        progress.expected,
        chosenLater(progress.late),
        progress.steps,
        chosenLater(progress.basis),
      ]
    : [];
  const common: Column<Row>[] = [
    orderNo,
    ...(shown as Column<Row>[]),
    { id: 'Item_No', header: FIELD_LABELS.Item_No, accessor: field('Item_No') },
    later({ id: 'Equipment', header: FIELD_LABELS.Equipment, accessor: field('Equipment') }),
    later({ id: 'PO', header: FIELD_LABELS.PO, accessor: field('PO') }),
    {
      id: 'QTY_Recived',
      header: FIELD_LABELS.QTY_Recived,
      accessor: field('QTY_Recived'),
      type: 'number',
      width: 80,
    },
  ];
  // An ongoing order shows its steps before its return date, so both fit a desk's width.
  if (stage === 'Orders')
    return [
      ...common.slice(0, ongoing ? 1 + shown.length : 1),
      later(returned),
      ...common.slice(ongoing ? 1 + shown.length : 1),
      later({ id: 'Ref', header: FIELD_LABELS.Ref, accessor: field('Ref') }),
    ];
  return [
    ...common,
    later({ id: 'Inspection_Spec', header: 'Spec', accessor: field('Inspection_Spec') }),
    later({ id: 'Completed_Date', header: 'Completed', accessor: field(STAGE_DATE[stage]), type: 'date' }),
    ...coc,
  ];
}
