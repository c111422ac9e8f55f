/** The four returned-pipe lists and their inspection reports (/getdpPDF, /gethwExcel ...). */
export type ReturnedPipeList = 'dp' | 'hw' | 'dc' | 'octg';

/** The order-line equipment each returned-pipe list shows (docs/data-contract.md: the lines by Equipment). */
export const RETURNED_PIPE_EQUIPMENT: Record<ReturnedPipeList, readonly string[]> = {
  dp: ['Drill Pipe'],
  hw: ['Heavy Weight'],
  dc: ['Drill Collar'],
  octg: ['OCTG', 'Tubing'],
};
