import type { DateInput } from '@rigready/core';

/** A BHA tool in a slot: the fields of the BHA inventory row the slot's list shows. */
export interface BhaSlotItem {
  Serial_No: string;
  Description?: string | null;
  Equipment_Type?: string | null;
  Connection_Box?: string | null;
  Connection_Pin?: string | null;
  Last_Inspection_Date?: DateInput | null;
}
