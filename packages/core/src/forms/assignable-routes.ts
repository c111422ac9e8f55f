/**
 * Route names a user can be limited to (spec part 2 §3, §6; docs/data-contract.md users.json `routesList`),
 * with the labels the user form shows. An empty list means all routes.
 *
 * @example
 * ASSIGNABLE_ROUTES.map((r) => r.name); // ['dp', 'heavy', 'dcollar', 'octg', 'inspectionBHA', 'NCR']
 */
export const ASSIGNABLE_ROUTES = Object.freeze([
  { name: 'dp', label: 'Drill Pipe' },
  { name: 'heavy', label: 'Heavy Weight' },
  { name: 'dcollar', label: 'Drill Collar' },
  { name: 'octg', label: 'OCTG' },
  { name: 'inspectionBHA', label: 'BHA' },
  { name: 'NCR', label: 'Non Conformance' },
] as const);

/**
 * One of the names in {@link ASSIGNABLE_ROUTES}.
 *
 * @example
 * const route: AssignableRouteName = 'dcollar';
 */
export type AssignableRouteName = (typeof ASSIGNABLE_ROUTES)[number]['name'];

/**
 * The assignable route names alone, in menu order.
 *
 * @example
 * ASSIGNABLE_ROUTE_NAMES.includes('NCR'); // true
 */
export const ASSIGNABLE_ROUTE_NAMES = Object.freeze(ASSIGNABLE_ROUTES.map((r) => r.name)) as readonly [
  AssignableRouteName,
  ...AssignableRouteName[],
];
