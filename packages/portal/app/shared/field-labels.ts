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
} as const;

/**
 * A field with a label in {@link FIELD_LABELS}.
 *
 * @example
 * const field: LabelledField = 'Order_No';
 */
export type LabelledField = keyof typeof FIELD_LABELS;
