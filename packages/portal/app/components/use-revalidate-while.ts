import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reloads the page's data every `intervalMs` while `active` holds (a run under way), and stops when it no
 * longer does or the page is left.
 *
 * @example
 * useRevalidateWhile(run.status === 'applying', 3000);
 */
export function useRevalidateWhile(active: boolean, intervalMs: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void revalidate(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, revalidate]);
}
