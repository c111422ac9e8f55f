/** Margins that leave room for the value axis's tick labels and the values above the bars. */
export const PLOT_MARGIN = { top: 18, right: 8, bottom: 28, left: 36 };
