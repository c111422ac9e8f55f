import type { ElementData } from '../data/use-element-data.js';
import { ElementStatus } from './element-status.js';

/** Props of {@link DataStatus}. */
export interface DataStatusProps {
  data: Exclude<ElementData<unknown>, { status: 'ready' }>;
  /** What the element loads, as the messages name it: `the rack`, `the inventory`. */
  what: string;
}

/** What an element shows until its data is ready: the error (with 'Try again' in API mode), waiting or loading. */
export function DataStatus({ data, what }: DataStatusProps) {
  if (data.status === 'error') {
    return <ElementStatus status="error" message={data.message} code={data.code} onRetry={data.retry} />;
  }
  if (data.status === 'waiting') {
    return <ElementStatus status="waiting" message={`Waiting for sign-in to load ${what}.`} />;
  }
  return <ElementStatus status="loading" message={`Loading ${what}…`} />;
}
