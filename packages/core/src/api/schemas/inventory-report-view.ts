import { z } from 'zod';

const columnId = z.string().min(1, 'a column id');

/**
 * What the inventory screen shows, sent with /getInventoryPDF so the report prints the same rows and
 * columns: the Site selector (null for all sites), the search box text, the ticked values of each column
 * filter, the sort and the chosen columns in their order. The server applies it again to the rows of the
 * caller's own scope; it never carries rows.
 *
 * @example
 * inventoryReportViewSchema.parse({
 *   site: 'Stavanger', query: 'nc50', filters: { Equipment: ['Drill Pipe'] },
 *   sorting: [{ id: 'Total_Item', desc: true }], columns: ['Item_No', 'Site', 'Rig_Ready'],
 * });
 */
export const inventoryReportViewSchema = z.strictObject({
  site: z.string().min(1).nullable(),
  query: z.string().max(200, 'a search text of at most 200 characters'),
  filters: z
    .record(columnId, z.array(z.string()).max(200, 'at most 200 ticked values per column').readonly())
    .readonly(),
  sorting: z
    .array(z.strictObject({ id: columnId, desc: z.boolean() }).readonly())
    .max(4)
    .readonly(),
  columns: z.array(columnId).min(1, 'at least one column').max(60).readonly(),
});

/**
 * The inventory screen's view as parsed by {@link inventoryReportViewSchema}.
 *
 * @example
 * const view: InventoryReportView = { site: null, query: '', filters: {}, sorting: [], columns: ['Item_No'] };
 */
export type InventoryReportView = z.infer<typeof inventoryReportViewSchema>;
