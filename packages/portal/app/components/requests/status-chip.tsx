/**
 * A request's status as a small coloured label (colour by `data-status` in requests.css).
 *
 * @example
 * <StatusChip status="in-progress" words="in progress" />
 */
export function StatusChip({ status, words }: { status: string; words: string }) {
  return (
    <span className="rr-request-status" data-status={status}>
      {words}
    </span>
  );
}
