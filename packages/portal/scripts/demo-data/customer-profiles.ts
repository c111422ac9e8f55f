/** Contract features of a customer (customers.json `features`). */
export interface CustomerFeatures {
  dashboard?: boolean;
  tcpGuns?: boolean;
  rangeColumn?: boolean;
  stringNumberLabel?: string;
  inspectionDateColouring?: boolean;
  defaultSite?: string;
  publicSerialHistory?: boolean;
  publicSlug?: string;
}

/** One invented customer of the demo data set, with everything the generator needs to populate it. */
export interface CustomerProfile {
  customer: string;
  customerId: string;
  orgNo: string;
  /** Short, file-name-safe name used in document paths. */
  slug: string;
  /** Prefix of the customer's tubular serial numbers. */
  serialPrefix: string;
  /** E-mail domain of the customer's staff. */
  emailDomain: string;
  rigs: readonly string[];
  fields: readonly string[];
  features: CustomerFeatures;
  /** Equipment types the customer owns, in the order their items are numbered. */
  equipment: readonly string[];
  /** Whether the customer sends chiksan (high-pressure swivel joints) for inspection. */
  chiksan: boolean;
}

/**
 * The invented North Sea drilling contractors and operators of the demo data set, main customer first.
 * Names, organisation numbers and rigs are fictional.
 *
 * @example
 * CUSTOMER_PROFILES[0]?.customer; // 'Skarvheim Drilling AS'
 */
export const CUSTOMER_PROFILES: readonly CustomerProfile[] = [
  {
    customer: 'Skarvheim Drilling AS',
    customerId: 'C1001',
    orgNo: '921456786',
    slug: 'skarvheim',
    serialPrefix: 'SKV',
    emailDomain: 'skarvheim.test',
    rigs: ['Skarvheim Explorer', 'Skarvheim Pioneer', 'Skarvheim Endurance'],
    fields: ['Ormhaug Field'],
    features: { dashboard: true, tcpGuns: true, defaultSite: 'Dusavik Yard' },
    equipment: [
      'Drill Pipe',
      'Drill Pipe',
      'Drill Pipe',
      'Heavy Weight',
      'Drill Collar',
      'Drill Collar',
      'NM Drill Collar',
      'NM Flex Wate',
      'Landing String',
      'OCTG',
      'Tubing',
      'Tubing',
    ],
    chiksan: true,
  },
  {
    customer: 'Nordkapp Borelag AS',
    customerId: 'C1002',
    orgNo: '918302557',
    slug: 'nordkapp',
    serialPrefix: 'NKB',
    emailDomain: 'nordkapp-borelag.test',
    rigs: ['Nordkapp Star', 'Nordkapp Frontier'],
    fields: [],
    features: { publicSerialHistory: true, publicSlug: 'nordkapp', defaultSite: 'Kristiansund Yard' },
    equipment: [
      'Drill Pipe',
      'Drill Pipe',
      'Heavy Weight',
      'Drill Collar',
      'NM Drill Collar',
      'Landing String',
    ],
    chiksan: true,
  },
  {
    customer: 'Haltenvik Energy ASA',
    customerId: 'C1003',
    orgNo: '987654325',
    slug: 'haltenvik',
    serialPrefix: 'HVE',
    emailDomain: 'haltenvik.test',
    rigs: ['Haltenvik Sentinel'],
    fields: ['Lyngrabben Field', 'Tjeldsund Field'],
    features: { rangeColumn: true, stringNumberLabel: 'Asset Number', defaultSite: 'Kristiansund Yard' },
    equipment: ['Drill Pipe', 'Drill Pipe', 'Heavy Weight', 'OCTG', 'OCTG', 'Tubing', 'Tubing'],
    chiksan: false,
  },
  {
    customer: 'Tampefjell Petroleum AS',
    customerId: 'C1004',
    orgNo: '913770218',
    slug: 'tampefjell',
    serialPrefix: 'TFP',
    emailDomain: 'tampefjell.test',
    rigs: ['Tampefjell Venture'],
    fields: ['Gjallar Field', 'Borgny Field'],
    features: { inspectionDateColouring: true, defaultSite: 'Mongstad Yard' },
    equipment: ['Drill Pipe', 'Drill Collar', 'OCTG', 'OCTG', 'Tubing', 'Tubing'],
    chiksan: false,
  },
  {
    customer: 'Utsiravik Well Services AS',
    customerId: 'C1005',
    orgNo: '925118842',
    slug: 'utsiravik',
    serialPrefix: 'UWS',
    emailDomain: 'utsiravik.test',
    rigs: ['Utsiravik Intervention', 'Utsiravik Lift'],
    fields: ['Hestskjell Field'],
    features: { dashboard: true, defaultSite: 'Mongstad Yard' },
    equipment: ['Landing String', 'Drill Pipe', 'Tubing', 'NM Flex Wate', 'Heavy Weight'],
    chiksan: true,
  },
];

/** The largest fleet of customers {@link fleetProfiles} makes. */
export const MAX_FLEET_CUSTOMERS = 50;

/**
 * `count` customers for a fleet-scale data set: the invented customers first, then more made from them in
 * turn (same equipment, yard and chiksan habit; a name, number, serial prefix and e-mail domain of their
 * own; one rig; no public page, whose address must be unique).
 *
 * @example
 * fleetProfiles(7)[6]?.customer; // 'Fleet Customer 07 AS'
 * fleetProfiles(7)[6]?.serialPrefix; // 'FAG'
 */
export function fleetProfiles(count: number): CustomerProfile[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_FLEET_CUSTOMERS) {
    throw new RangeError(`a fleet has 1 to ${MAX_FLEET_CUSTOMERS} customers, got ${count}`);
  }
  return Array.from({ length: count }, (_, index) => {
    const invented = CUSTOMER_PROFILES[index];
    if (invented) return invented;
    const template = CUSTOMER_PROFILES[index % CUSTOMER_PROFILES.length] as CustomerProfile;
    const number = String(index + 1).padStart(2, '0');
    const name = `Fleet Customer ${number}`;
    return {
      customer: `${name} AS`,
      customerId: `C${1001 + index}`,
      orgNo: `9${String(30_000_000 + index).padStart(8, '0')}`,
      slug: `fleet${number}`,
      serialPrefix: `F${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
      emailDomain: `fleet-${number}.test`,
      rigs: [`${name} Rig`],
      fields: [],
      features: {
        ...(template.features.dashboard ? { dashboard: true } : {}),
        ...(template.features.defaultSite ? { defaultSite: template.features.defaultSite } : {}),
      },
      equipment: template.equipment,
      chiksan: template.chiksan,
    };
  });
}
