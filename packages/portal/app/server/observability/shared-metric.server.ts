import { type Metric, register } from 'prom-client';

/**
 * The metric registered under `name`, made by `make` on first use. The HTTP server (server.ts) and the
 * React Router build load the metric modules separately but share prom-client and its default registry, so
 * the second copy takes the metric the first one made instead of failing to register it again.
 *
 * @example
 * const lookups = sharedMetric('rigready_lookups_total', (name) => new Counter({ name, help: 'Lookups' }));
 */
export function sharedMetric<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make(name);
}
