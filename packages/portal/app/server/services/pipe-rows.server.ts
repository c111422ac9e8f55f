import { formatDate } from '@rigready/core';
import type { SerialRow } from './inventory-drilldown.server.js';

/** A joint in the legacy pipe-row names of the drill-downs, exports and the rack dialog. */
export interface PipeRow {
  Serial_Number: string;
  KWP_Length: number | null;
  Rack_Position: string | null;
  Position: number | null;
  Current_Location: string;
  TC_TBA: string | null;
  Date_Inspected: string | null;
  /** Date_Inspected as the screens show dates (DD.MM.YYYY), empty when there is none. */
  Date_Formatted: string;
  Completion_Date: string | null;
  Description: string | null;
  Item_No: string;
  Order_No: string | null;
  DT_No: string | null;
  /** The asset (rig or field) the joint belongs to. */
  Rig: string | null;
  Customer_Name: string;
  Shipped_Date: string | null;
  /** Shipped_Date as the screens show dates (DD.MM.YYYY), empty when there is none. */
  Shipped_Formatted: string;
  Site: string | null;
  String_Number: string | null;
}

/**
 * A stored serial as a pipe row. Position 0 (not a rack position) is sent as null.
 *
 * @example
 * const rows = serials.map(toPipeRow);
 */
export function toPipeRow(serial: SerialRow): PipeRow {
  const position = serial.Position === null ? null : Number(serial.Position);
  return {
    Serial_Number: serial.Serial_Number,
    KWP_Length: serial.KWP_Length === null ? null : Number(serial.KWP_Length),
    Rack_Position: serial.Rack_Position,
    Position: position !== null && position >= 1 ? position : null,
    Current_Location: serial.Current_Location,
    TC_TBA: serial.TC_TBA,
    Date_Inspected: serial.Date_Inspected,
    Date_Formatted: serial.Date_Inspected ? formatDate(serial.Date_Inspected) : '',
    Completion_Date: serial.Completion_Date,
    Description: serial.Description,
    Item_No: serial.Item_No,
    Order_No: serial.Order_No,
    DT_No: serial.DT_No,
    Rig: serial.Asset,
    Customer_Name: serial.Customer,
    Shipped_Date: serial.Shipped_Date,
    Shipped_Formatted: serial.Shipped_Date ? formatDate(serial.Shipped_Date) : '',
    Site: serial.Site,
    String_Number: serial.String_Number,
  };
}
