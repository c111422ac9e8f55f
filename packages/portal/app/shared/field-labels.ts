/**
 * The label of each legacy row field, as the screens head its column: the shipping list, the returned-pipe
 * lists, the inventory's pipe lists and the inspection history read their headers here, and so do the
 * Excel exports of the same rows, so a download is headed as the screen it came from. Fields no screen
 * shows as a column (the per-joint results) are worded as the statistics charts title them.
 *
 * @example
 * FIELD_LABELS.TS_Pin; // 'Tong space pin (in)'
 */
export const FIELD_LABELS = {
  Order_No: 'Order No',
  Item_No: 'Item No',
  Serial_Number: 'Serial Number',
  Inspection_Date: 'Inspection Date',
  Returned_From: 'Returned From',
  Returned_Date: 'Returned Date',
  Ref: 'Ref',
  Quantity: 'Quantity',
  Equipment: 'Equipment',
  Weight: 'Weight',
  Grade: 'Grade',
  Connection: 'Connection',
  Spec: 'Spec',
  Asset: 'Asset',
  Site: 'Site',
  String_Number: 'String Number',
  Current_Location: 'Location',
  /** The class of the joint's latest inspection (Premium, Class 2, Reject, Not classed). */
  Class: 'Class',
  Rack_Position: 'Rack',
  Position: 'Position',
  KWP_Length: 'Length',
  TC_TBA: 'TC/TBA',
  Date_Inspected: 'Inspected',
  Completion_Date: 'Completion Date',
  DT_No: 'DT No',
  Date: 'Date',
  Sent_To: 'Sent To',
  Rig: 'Rig',
  DT_Connection: 'Connection',
  Shipped_Date: 'Shipped',
  IPC: 'IPC',
  Wall: 'Wall (%)',
  TS_Pin: 'Tong space pin (in)',
  TS_Box: 'Tong space box (in)',
  OD_Box: 'Box OD (in)',
  TU_Tube: 'Tube',
  TJ_Tooljoint: 'Tool joint',
  Machining_Pin: 'Machining pin',
  Machining_Box: 'Machining box',
  Hardbanding_Box: 'Hardbanding box',
  Pipe_Status: 'Pipe status',
  Customer: 'Customer',
  Receive_No: 'Receive No',
  Return_Date: 'Return Date',
  Location: 'Location',
  PO: 'PO',
  Completed: 'Completed',
  Receiver: 'Receiver',
  Customer_Rep: 'Customer rep',
  Total_Equipment: 'Total Equipment',
  Item_Number: 'Item Number',
  String_No: 'String No',
  Scope_Of_Work: 'Scope Of Work',
  Inspection_Spec: 'Inspection',
  QTY_Recived: 'QTY',
  Quantity_Tubular: 'Quantity',
  Connection_Rec: 'Connection',
  Inspection_Specification: 'Inspection specification',
  Inspection_Completed_DATE: 'Inspection date',
  QTY: 'QTY',
} as const;

/**
 * A field with a label in {@link FIELD_LABELS}.
 *
 * @example
 * const field: LabelledField = 'Order_No';
 */
export type LabelledField = keyof typeof FIELD_LABELS;

/**
 * The labels the generated PDFs print: the screens' labels, but where a PDF words a field otherwise (the
 * narrow tally columns abbreviate, the header block writes sentence case) its wording, so that a document
 * prints as the ones customers already hold; and the labels only documents print (counts, the view of a
 * report, the totals row).
 *
 * @example
 * PRINTED_LABELS.TS_Pin; // 'TS Pin'
 */
export const PRINTED_LABELS = {
  ...FIELD_LABELS,
  Returned_From: 'Returned from',
  Returned_Date: 'Returned date',
  Return_Date: 'Return date',
  Total_Equipment: 'Total equipment',
  Scope_Of_Work: 'Scope of work',
  Sent_To: 'Sent to',
  String_Number: 'String No',
  KWP_Length: 'Length (m)',
  Inspection_Date: 'Inspected',
  Wall: 'Wall %',
  TS_Pin: 'TS Pin',
  TS_Box: 'TS Box',
  OD_Box: 'OD Box',
  Pipe_Status: 'Status',
  DT_Date: 'DT date',
  Joints: 'Joints',
  Rows: 'Rows',
  Search: 'Search',
  Filters: 'Filters',
  Total: 'Total',
} as const;

/**
 * A label in {@link PRINTED_LABELS}.
 *
 * @example
 * const label: PrintedLabel = 'DT_Date';
 */
export type PrintedLabel = keyof typeof PRINTED_LABELS;
