import type { OrderStage } from '@rigready/core';
import type { DataTableColumn } from '@rigready/ui';
import type { OrderProgressText, OrderStepsText } from '../../server/pages/order-progress-page.server.js';
import type { BhaOrderAnswer, TubularOrderAnswer } from '../../server/services/orders.server.js';
import { pdfColumn } from '../table-columns.js';

type Column<Row> = DataTableColumn<Row>;

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
  return [
    { id: 'Order_No', header: 'Order', accessor: (row) => row.Order_No },
    { id: 'Return_Date', header: 'Return Date', accessor: (row) => row.Return_Date, type: 'date' },
    { id: 'Completed', header: 'Completed', accessor: (row) => row.Completed, width: 110 },
    progress.stage,
    progress.expected,
    progress.late,
    progress.steps,
    progress.basis,
    { id: 'PO', header: 'PO', accessor: (row) => row.PO },
    { id: 'Ref', header: 'Ref', accessor: (row) => row.Ref },
    { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No },
    { id: 'Equipment', header: 'Equipment', accessor: (row) => row.Equipment },
    { id: 'Weight', header: 'Weight', accessor: (row) => row.Weight, width: 100 },
    { id: 'Grade', header: 'Grade', accessor: (row) => row.Grade, width: 100 },
    { id: 'Connection_Rec', header: 'Connection', accessor: (row) => row.Connection_Rec },
    { id: 'Inspection_Spec', header: 'Inspection', accessor: (row) => row.Inspection_Spec },
    { id: 'Scope_Of_Work', header: 'Scope Of Work', accessor: (row) => row.Scope_Of_Work, width: 160 },
    { id: 'QTY_Recived', header: 'QTY', accessor: (row) => row.QTY_Recived, type: 'number', width: 80 },
    orderPdfColumn(onPdf),
  ];
}

/** The order confirmation's BHA columns (spec part 2 §2), with each order's stage and steps. */
export function bhaOrderColumns(onPdf: (row: BhaOrderLine) => void): Column<BhaOrderLine>[] {
  const { stage, steps } = stepColumns<BhaOrderLine>();
  return [
    { id: 'Order_No', header: 'Order', accessor: (row) => row.Order_No },
    { id: 'Return_Date', header: 'Return Date', accessor: (row) => row.Return_Date, type: 'date' },
    { id: 'Returned_From', header: 'Returned From', accessor: (row) => row.Returned_From },
    { id: 'Customer_Rep', header: 'Customer rep', accessor: (row) => row.Customer_Rep },
    { id: 'Ref', header: 'Ref', accessor: (row) => row.Ref },
    { id: 'Completed', header: 'Completed', accessor: (row) => row.Completed, width: 110 },
    stage,
    steps,
    { id: 'PO', header: 'PO', accessor: (row) => row.PO },
    { id: 'QTY', header: 'QTY', accessor: (row) => row.QTY, type: 'number', width: 80 },
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
    : { id: 'Order_No', header: 'Order No', accessor: field('Order_No') };
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
  const returned: Column<Row> = {
    id: 'Return_Date',
    header: 'Return Date',
    accessor: field('Return_Date'),
    type: 'date',
  };
  if (pipeType === 'BHA') {
    const bha = stepColumns<BhaOrderLine>();
    const ongoing = (view === 'ongoing' ? [bha.stage, bha.steps] : []) as Column<Row>[];
    return [
      orderNo,
      ...ongoing,
      returned,
      { id: 'Returned_From', header: 'Returned From', accessor: field('Returned_From') },
      { id: 'PO', header: 'PO', accessor: field('PO') },
      { id: 'Ref', header: 'Ref', accessor: field('Ref') },
      { id: 'QTY', header: 'QTY', accessor: field('QTY'), type: 'number', width: 80 },
    ];
  }
  const progress = progressColumns<TubularOrderLine>();
  // The steps are what an ongoing order is looked up for: right after its expected date, in view at 1280 px.
  const shown =
    view === 'ongoing'
      ? [progress.stage, progress.expected, progress.late, progress.steps, progress.basis]
      : [];
  const common: Column<Row>[] = [
    orderNo,
    ...(shown as Column<Row>[]),
    { id: 'Item_No', header: 'Item No', accessor: field('Item_No') },
    { id: 'Equipment', header: 'Equipment', accessor: field('Equipment') },
    { id: 'PO', header: 'PO', accessor: field('PO') },
    { id: 'QTY_Recived', header: 'QTY', accessor: field('QTY_Recived'), type: 'number', width: 80 },
  ];
  // An ongoing order shows its steps before its return date, so both fit a desk's width.
  if (stage === 'Orders')
    return [
      ...common.slice(0, view === 'ongoing' ? 1 + shown.length : 1),
      returned,
      ...common.slice(view === 'ongoing' ? 1 + shown.length : 1),
      { id: 'Ref', header: 'Ref', accessor: field('Ref') },
    ];
  return [
    ...common,
    { id: 'Inspection_Spec', header: 'Spec', accessor: field('Inspection_Spec') },
    { id: 'Completed_Date', header: 'Completed', accessor: field(STAGE_DATE[stage]), type: 'date' },
    ...coc,
  ];
}
