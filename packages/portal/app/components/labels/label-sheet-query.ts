/** The joints a label sheet is for: chosen serial numbers, or all of the caller's joints in one rack. */
export type LabelSheetJoints = { serials: readonly string[] } | { site: string; rack: string };

/**
 * The address of a label sheet PDF (the `/labels.pdf` endpoint) for some joints on a format.
 *
 * @example
 * labelSheetUrl({ serials: ['NW-0001', 'NW-0002'] }, '5160'); // '/labels.pdf?format=5160&serial=NW-0001&serial=NW-0002'
 * labelSheetUrl({ site: 'Tananger', rack: 'R1' }, 'L7163'); // '/labels.pdf?format=L7163&site=Tananger&rack=R1'
 */
export function labelSheetUrl(joints: LabelSheetJoints, format: string): string {
  const query = new URLSearchParams({ format });
  if ('serials' in joints) for (const serial of joints.serials) query.append('serial', serial);
  else {
    query.set('site', joints.site);
    query.set('rack', joints.rack);
  }
  return `/labels.pdf?${query}`;
}
