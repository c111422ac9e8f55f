import { ParentSize } from '@visx/responsive';
import { type ReactNode, useId, useState } from 'react';

/** The figures of a chart as a table: the accessible fallback and the "Show data" view. */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** The chart's title: its caption and the SVG's `<title>`. */
  title: string;
  /** What the chart shows, in a sentence: the SVG's `<desc>`. */
  description: string;
  /** The same figures the chart draws. */
  table: ChartTable;
  /** Height of the plot in pixels. */
  height: number;
  /** Fixed width in pixels; without it the chart fills its container (visx ParentSize). */
  width?: number | undefined;
  /** True when there is nothing to draw: the plot gives way to `emptyText`. */
  empty: boolean;
  emptyText: string;
  /** A key of the colours, below the plot. */
  legend?: ReactNode;
  /** Draws the plot's content into an SVG of the given size. */
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * The frame every chart of the kit shares: a caption, a responsive SVG with `role="img"` labelled by its
 * `<title>` and `<desc>`, an empty state, an optional legend, and the chart's figures as a table that is not
 * laid out until "Show data" is pressed: the button says whether it is expanded and which table it controls,
 * so screen-reader users reach the figures through it.
 *
 * @example
 * <ChartFrame title="IPC" description="Joints per IPC class" height={240} empty={false} emptyText="No joints"
 *   table={{ columns: ['Class', 'Joints'], rows: [['1', 40]] }}>
 *   {({ width, height }) => <rect width={width} height={height} />}
 * </ChartFrame>
 */
export function ChartFrame({
  title,
  description,
  table,
  height,
  width,
  empty,
  emptyText,
  legend,
  children,
}: ChartFrameProps) {
  const id = useId();
  const [showData, setShowData] = useState(false);
  const svg = (w: number) =>
    w > 0 ? (
      <svg
        width={w}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="rr-chart__svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children({ width: w, height })}
      </svg>
    ) : null;
  return (
    <figure className="rr-chart" data-empty={empty ? '' : undefined}>
      <figcaption className="rr-chart__header">
        <span className="rr-chart__title">{title}</span>
        {empty ? null : (
          <button
            type="button"
            className="rr-chart__toggle"
            aria-expanded={showData}
            aria-controls={`${id}-data`}
            onClick={() => setShowData((shown) => !shown)}
          >
            Show data
          </button>
        )}
      </figcaption>
      {empty ? (
        <p className="rr-chart__empty">{emptyText}</p>
      ) : (
        <>
          <div className="rr-chart__plot" style={{ height }}>
            {width === undefined ? (
              <ParentSize>{({ width: w }) => svg(Math.floor(w))}</ParentSize>
            ) : (
              svg(width)
            )}
          </div>
          {legend}
          <div id={`${id}-data`} className="rr-chart__data" hidden={!showData}>
            <table className="rr-chart__table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={table.columns[i]} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={table.columns[i]}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
