import { isoDate, weekdayOnOrBefore } from './calendar.js';
import type { CustomerProfile } from './customer-profiles.js';
import type { DocumentLibrary } from './document-library.js';
import type { Random } from './random.js';

const NCR_TITLES = [
  'Thread damage on pin after transport',
  'Thread protectors missing on delivery',
  'Wrong item number on delivery ticket',
  'Hardbanding applied outside tolerance',
  'Joint dropped during offloading',
  'Late delivery to supply base',
  'Inspection report issued with wrong serial numbers',
  'Coating damage on OCTG couplings',
  'Rack loaded above rated capacity',
  'Crossover sub delivered with incorrect connection',
] as const;

/** The status of an NCR on which the provider waits for the customer's disposition (see docs/approvals.md). */
const AWAITING_DISPOSITION = 'Awaiting Disposition';

interface PlannedNcr {
  profile: CustomerProfile;
  /** Its place among the customer's NCRs as planned; the first four take the four statuses in turn. */
  number: number;
  reported: number;
  status: string;
  processed: number | null;
  closed: number | null;
  title: string;
  category: string;
  location: string;
  department: string;
  withFile: boolean;
}

/**
 * Makes each customer's most recently reported NCR that is not closed, after its first four, await the
 * customer's disposition (no date processed). It draws nothing from the random stream, so every other row
 * stays as it was.
 */
function awaitDisposition(planned: PlannedNcr[]): void {
  const latest = new Map<CustomerProfile, PlannedNcr>();
  for (const ncr of planned) {
    const seen = latest.get(ncr.profile);
    if (ncr.number >= 4 && ncr.status !== 'Closed' && (!seen || ncr.reported > seen.reported))
      latest.set(ncr.profile, ncr);
  }
  for (const ncr of latest.values()) {
    ncr.status = AWAITING_DISPOSITION;
    ncr.processed = null;
    ncr.closed = null;
  }
}

/**
 * Non-conformance reports of every customer, numbered NCR-<year>-<nnn> in date order across customers,
 * across every status and category, one per customer (its latest open one) awaiting its disposition; most
 * carry a PDF.
 *
 * @example
 * buildNcrs(profiles, dayNumber('2026-11-20'), createRandom(5), library)[0]?.NCR_No; // 'NCR-2024-001'
 */
export function buildNcrs(
  profiles: readonly CustomerProfile[],
  referenceDay: number,
  random: Random,
  library: DocumentLibrary,
): Record<string, unknown>[] {
  const planned: PlannedNcr[] = profiles.flatMap((profile, index) =>
    Array.from({ length: index === 0 ? 16 : 9 }, (_, number): PlannedNcr => {
      const reported = weekdayOnOrBefore(referenceDay - random.int(1, 700));
      const age = referenceDay - reported;
      const status =
        number < 4
          ? (['Open', 'In Progress', 'Processed', 'Closed'][number] as string)
          : age > 120
            ? 'Closed'
            : random.pick(['Open', 'In Progress', 'Processed', 'Closed']);
      const processed =
        status === 'Processed' || status === 'Closed'
          ? Math.min(referenceDay, reported + random.int(2, 30))
          : null;
      const closed =
        status === 'Closed' && processed !== null
          ? Math.min(referenceDay, processed + random.int(1, 60))
          : null;
      return {
        profile,
        number,
        reported,
        status,
        processed,
        closed,
        title: random.pick(NCR_TITLES),
        category: random.pick(['Customer complaint', 'Internal', 'Supplier', 'HSE', 'Quality']),
        location: random.pick(['Dusavik Yard', 'Mongstad Yard', 'Kristiansund Yard', 'Offshore']),
        department: random.pick(['Inspection', 'Machining', 'Hardbanding', 'Logistics', 'Yard']),
        withFile: random.chance(0.7),
      };
    }),
  );
  awaitDisposition(planned);
  planned.sort((left, right) => left.reported - right.reported);
  const perYear = new Map<string, number>();
  return planned.map((ncr) => {
    const year = isoDate(ncr.reported).slice(0, 4);
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    const number = `NCR-${year}-${String(sequence).padStart(3, '0')}`;
    return {
      Customer: ncr.profile.customer,
      NCR_No: number,
      Title: ncr.title,
      NCR_Category: ncr.category,
      Location: ncr.location,
      Department: ncr.department,
      Status: ncr.status,
      Date_Reported: isoDate(ncr.reported),
      Date_Processed: ncr.processed === null ? null : isoDate(ncr.processed),
      Date_Closed: ncr.closed === null ? null : isoDate(ncr.closed),
      file: ncr.withFile
        ? library.pdf(`ncr/${number}.pdf`, {
            title: `Non-conformance report ${number} — ${ncr.profile.customer} — ${isoDate(ncr.reported)}`,
            lines: [
              `Title: ${ncr.title}`,
              `Category: ${ncr.category}   Department: ${ncr.department}`,
              `Status: ${ncr.status}`,
            ],
          })
        : null,
    };
  });
}

/**
 * Chiksan (high-pressure swivel joint) inspection rows of the customers that send them; one PDF per order.
 *
 * @example
 * buildChiksan(profiles, referenceDay, random, library).every((row) => row.Order_No); // true
 */
export function buildChiksan(
  profiles: readonly CustomerProfile[],
  referenceDay: number,
  random: Random,
  library: DocumentLibrary,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  let orderNo = 80001;
  let serial = 31001;
  profiles.forEach((profile) => {
    if (!profile.chiksan) return;
    const orders = random.int(3, 6);
    for (let order = 0; order < orders; order++) {
      const number = String(orderNo++);
      const returned = weekdayOnOrBefore(referenceDay - random.int(10, 720));
      const inspected = isoDate(Math.min(referenceDay, returned + random.int(2, 12)));
      const file =
        order === orders - 1
          ? null
          : library.pdf(`chiksan/${number}.pdf`, {
              title: `Chiksan inspection report ${number} — ${profile.customer} — ${inspected}`,
              lines: ['Scope: MPI of swivel bodies and union nuts', `Returned: ${isoDate(returned)}`],
            });
      for (let joint = random.int(2, 6); joint > 0; joint--) {
        rows.push({
          Customer: profile.customer,
          Order_No: number,
          Serial_Number: `CHK-${serial++}`,
          Description: random.pick([
            '2" 1502 Chiksan swivel joint, style 50',
            '3" 1502 Chiksan loop, style 10',
            '2" 1502 Chiksan long sweep',
          ]),
          Report_Status: random.weighted([
            ['Accepted', 8],
            ['Rejected', 1],
            ['Repair', 1],
          ] as const),
          Inspection_Date: inspected,
          Steel_Type: random.pick(['Carbon steel', 'Sour service (NACE MR0175)']),
          NDT_Method: random.pick(['MPI', 'MPI + UT']),
          MPI_Method: random.pick(['Wet fluorescent, AC yoke', 'Dry visible, AC yoke']),
          Area_Of_Examination: random.pick([
            'Swivel bodies and union nuts',
            'Full external surface',
            'Welds and threads',
          ]),
          Procedure: random.pick(['RR-NDT-112 rev 4', 'RR-NDT-115 rev 2']),
          Returned_Date: isoDate(returned),
          file,
        });
      }
    }
  });
  return rows;
}

/**
 * TCP guns of the customers with the TCP Guns feature, with a times-used chip coloured by wear.
 *
 * @example
 * buildTcpGuns(profiles, createRandom(2))[0]?.times_used; // { count: 3, color: '#2e7d32' }
 */
export function buildTcpGuns(
  profiles: readonly CustomerProfile[],
  random: Random,
): Record<string, unknown>[] {
  return profiles.flatMap((profile) => {
    if (!profile.features.tcpGuns) return [];
    return Array.from({ length: 40 }, (_, index) => {
      const count = index === 0 ? 0 : random.int(0, 14);
      return {
        Customer: profile.customer,
        serial_number: `TCP-${45001 + index * 3 + random.int(0, 2)}`,
        equipment_description: random.pick([
          '4 5/8" TCP gun carrier, 12 SPF, 3.0 m',
          '2 7/8" TCP gun carrier, 6 SPF, 6.1 m',
          '7" TCP gun carrier, 12 SPF, 3.0 m',
        ]),
        inspection_result: random.weighted([
          ['Accepted', 15],
          ['Rejected', 2],
          ['Awaiting inspection', 3],
        ] as const),
        times_used: { count, color: count <= 3 ? '#2e7d32' : count <= 7 ? '#f57c00' : '#c62828' },
      };
    });
  });
}

/**
 * The provider's certificates (certificates.json) and their PDFs.
 *
 * @example
 * buildProviderCertificates(library).ISO; // 'documents/certificates/iso-9001-14001.pdf'
 */
export function buildProviderCertificates(library: DocumentLibrary): Record<'NTO' | 'ISO' | 'JQS', string> {
  return {
    NTO: library.pdf('certificates/nto.pdf', {
      title: 'NTO approval certificate — rigready tubular services',
      lines: ['Approved inspection body for drill string and OCTG inspection.'],
    }),
    ISO: library.pdf('certificates/iso-9001-14001.pdf', {
      title: 'ISO 9001 | ISO 14001 certificate — rigready tubular services',
      lines: ['Quality and environmental management systems.'],
    }),
    JQS: library.pdf('certificates/jqs.pdf', {
      title: 'JQS qualification certificate — rigready tubular services',
      lines: ['Qualified supplier in the Joint Qualification System.'],
    }),
  };
}
