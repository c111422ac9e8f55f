import { formatCount, PAGE_SIZE_OPTIONS, type PageSize } from '@rigready/core';
import { useId } from 'react';

/** Props of {@link DataTablePagination}. */
export interface DataTablePaginationProps {
  /** The table's name, so each table's pagination landmark is told apart. */
  label: string;
  pageIndex: number;
  pageCount: number;
  pageSize: PageSize;
  total: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/**
 * The page-size choice (5, 10, 50, 100 or all; spec part 1 §9), where the page sits among the rows, and
 * previous/next buttons. "All" turns the table into one scrolling page.
 *
 * @example
 * <DataTablePagination label="Orders" pageIndex={0} pageCount={3} pageSize={100} total={250} onPageIndexChange={go} onPageSizeChange={resize} />
 */
export function DataTablePagination({
  label,
  pageIndex,
  pageCount,
  pageSize,
  total,
  onPageIndexChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const sizeId = useId();
  const first = total === 0 ? 0 : pageSize === 'all' ? 1 : pageIndex * pageSize + 1;
  const last = pageSize === 'all' ? total : Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav className="rr-data-table__pagination" aria-label={`${label} pagination`}>
      <label htmlFor={sizeId} className="rr-data-table__page-size-label">
        Rows per page
      </label>
      <select
        id={sizeId}
        className="rr-data-table__page-size"
        value={String(pageSize)}
        onChange={(event) =>
          onPageSizeChange(event.target.value === 'all' ? 'all' : Number(event.target.value))
        }
      >
        {PAGE_SIZE_OPTIONS.map((option) => (
          <option key={option} value={String(option)}>
            {option === 'all' ? 'All' : option}
          </option>
        ))}
      </select>
      <span className="rr-data-table__range">
        {`${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </span>
      <button
        type="button"
        className="rr-data-table__page-button"
        aria-label="Previous page"
        disabled={pageIndex === 0}
        onClick={() => onPageIndexChange(pageIndex - 1)}
      >
        ‹
      </button>
      <span className="rr-data-table__page-of">{`Page ${pageIndex + 1} of ${pageCount}`}</span>
      <button
        type="button"
        className="rr-data-table__page-button"
        aria-label="Next page"
        disabled={pageIndex >= pageCount - 1}
        onClick={() => onPageIndexChange(pageIndex + 1)}
      >
        ›
      </button>
    </nav>
  );
}
