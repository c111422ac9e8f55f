/**
 * A sheet of self-adhesive labels as its maker specifies it, in millimetres from the sheet's top-left
 * corner: the paper, the grid, one label's size, where the first label starts and the distance from one
 * label to the next (its size plus the gap).
 */
export interface LabelSheetFormat {
  /** The maker's product code, as the `format` query parameter names it (`L7163`). */
  id: string;
  /** What the format chooser shows. */
  name: string;
  paper: 'A4' | 'Letter';
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  leftMm: number;
  topMm: number;
  pitchXMm: number;
  pitchYMm: number;
}

/**
 * The label sheets the portal prints on (Avery's published templates). The Letter sheet's inch sizes are
 * written in millimetres (1 in = 25.4 mm): 2⅝ × 1 in labels, 3⁄16 in side and ½ in top margins, ⅛ in gap.
 *
 * @example
 * LABEL_SHEET_FORMATS.map((format) => format.id); // ['L7163', '3474', 'L7165', '5160']
 */
export const LABEL_SHEET_FORMATS: readonly LabelSheetFormat[] = [
  {
    id: 'L7163',
    name: 'Avery L7163 · A4 · 14 labels, 99.1 × 38.1 mm',
    paper: 'A4',
    columns: 2,
    rows: 7,
    labelWidthMm: 99.1,
    labelHeightMm: 38.1,
    leftMm: 4.65,
    topMm: 15.15,
    pitchXMm: 101.6,
    pitchYMm: 38.1,
  },
  {
    id: '3474',
    name: 'Avery 3474 · A4 · 24 labels, 70 × 37 mm',
    paper: 'A4',
    columns: 3,
    rows: 8,
    labelWidthMm: 70,
    labelHeightMm: 37,
    leftMm: 0,
    topMm: 0.5,
    pitchXMm: 70,
    pitchYMm: 37,
  },
  {
    id: 'L7165',
    name: 'Avery L7165 · A4 · 8 labels, 99.1 × 67.7 mm',
    paper: 'A4',
    columns: 2,
    rows: 4,
    labelWidthMm: 99.1,
    labelHeightMm: 67.7,
    leftMm: 4.65,
    topMm: 13.1,
    pitchXMm: 101.6,
    pitchYMm: 67.7,
  },
  {
    id: '5160',
    name: 'Avery 5160 · US Letter · 30 labels, 2⅝ × 1 in',
    paper: 'Letter',
    columns: 3,
    rows: 10,
    labelWidthMm: 66.675,
    labelHeightMm: 25.4,
    leftMm: 4.7625,
    topMm: 12.7,
    pitchXMm: 69.85,
    pitchYMm: 25.4,
  },
];

/** The format a sheet is printed on when none is chosen. */
export const DEFAULT_LABEL_SHEET_FORMAT = 'L7163';

/**
 * The label sheet format with this id, or null for an id the portal does not know.
 *
 * @example
 * labelSheetFormat('5160')?.paper; // 'Letter'
 */
export function labelSheetFormat(id: string): LabelSheetFormat | null {
  return LABEL_SHEET_FORMATS.find((format) => format.id === id) ?? null;
}
