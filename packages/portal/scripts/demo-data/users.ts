import type { CustomerProfile } from './customer-profiles.js';

/** A users.json row. */
export interface UserRow {
  name: string;
  email: string;
  phone: string;
  customer: string | null;
  isAdmin: boolean;
  routesList: string[];
  assets: string[];
  excludedAssets: string[];
  flags?: { hidePreInvoice?: boolean; highlightRange3?: boolean };
  password?: string;
}

/**
 * The password of every demo account.
 *
 * @example
 * DEMO_PASSWORD; // 'rigready-demo'
 */
export const DEMO_PASSWORD = 'rigready-demo';

/**
 * The three demo accounts the README lists.
 *
 * @example
 * DEMO_ACCOUNTS.guest; // 'guest@rigready.test'
 */
export const DEMO_ACCOUNTS = {
  admin: 'admin@rigready.test',
  customer: 'customer@rigready.test',
  guest: 'guest@rigready.test',
} as const;

const STAFF_NAMES = [
  ['Hanne Eide', 'Per Aasland'],
  ['Lars Moen', 'Nina Holmen'],
  ['Eirik Dahl', 'Silje Berget'],
  ['Rune Strand', 'Ida Vold'],
] as const;

function mailbox(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '.');
}

function user(
  name: string,
  email: string,
  phone: string,
  customer: string | null,
  details: Partial<
    Pick<UserRow, 'isAdmin' | 'routesList' | 'assets' | 'excludedAssets' | 'flags' | 'password'>
  >,
): UserRow {
  return {
    name,
    email,
    phone,
    customer,
    isAdmin: details.isAdmin ?? false,
    routesList: details.routesList ?? [],
    assets: details.assets ?? [],
    excludedAssets: details.excludedAssets ?? [],
    ...(details.flags ? { flags: details.flags } : {}),
    ...(details.password ? { password: details.password } : {}),
  };
}

/**
 * Users of every kind: the demo accounts (admin, customer with the fleet view, guest with a route list) and
 * staff of each customer with restricted assets, excluded assets, flags and one without a password (who
 * signs in after a password-reset e-mail).
 *
 * @example
 * buildUsers(CUSTOMER_PROFILES).find((row) => row.email === 'guest@rigready.test')?.routesList;
 * // ['dp', 'octg', 'NCR']
 */
export function buildUsers(profiles: readonly CustomerProfile[]): UserRow[] {
  const password = DEMO_PASSWORD;
  const rows: UserRow[] = [
    user('Ingrid Admin', DEMO_ACCOUNTS.admin, '+47 51 00 10 00', null, { isAdmin: true, password }),
    user('Torbjørn Haugland', 'torbjorn.haugland@rigready.test', '+47 51 00 10 07', null, { isAdmin: true }),
  ];
  const [main, ...others] = profiles;
  if (main) {
    const [firstRig, secondRig] = main.rigs;
    const customer = main.customer;
    const domain = main.emailDomain;
    rows.push(
      user('Kari Demo', DEMO_ACCOUNTS.customer, '+47 915 20 301', customer, { password }),
      user('Guest Inspector', DEMO_ACCOUNTS.guest, '+47 915 20 302', customer, {
        routesList: ['dp', 'octg', 'NCR'],
        password,
      }),
      user('Ola Nordvik', `ola.nordvik@${domain}`, '+47 915 20 310', customer, {
        assets: ['Fleet Inventory', ...main.rigs.slice(0, 2)],
        password,
      }),
      user('Siri Bakke', `siri.bakke@${domain}`, '+47 915 20 311', customer, {
        assets: [firstRig ?? customer],
        password,
      }),
      user('Even Lunde', `even.lunde@${domain}`, '+47 915 20 312', customer, {
        excludedAssets: main.fields.length > 0 ? [...main.fields] : [secondRig ?? customer],
        password,
      }),
      user('Marte Sund', `marte.sund@${domain}`, '+47 915 20 313', customer, {
        flags: { hidePreInvoice: true },
        password,
      }),
      user('Jonas Vik', `jonas.vik@${domain}`, '+47 915 20 314', customer, {}),
    );
  }
  others.forEach((profile, index) => {
    const [office, rig] = STAFF_NAMES[index % STAFF_NAMES.length] as readonly [string, string];
    const phone = (n: number) => `+47 92${index} 4${n} 5${index}${n}`;
    rows.push(
      user(office, `${mailbox(office)}@${profile.emailDomain}`, phone(0), profile.customer, { password }),
      user(rig, `${mailbox(rig)}@${profile.emailDomain}`, phone(1), profile.customer, {
        assets: [profile.rigs[0] ?? profile.customer],
        ...(profile.features.rangeColumn ? { flags: { highlightRange3: true } } : {}),
        password,
      }),
    );
  });
  return rows;
}
