/** The PDF standard fonts every generated PDF writes with (no font is embedded; see `toWinAnsi`). */
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
