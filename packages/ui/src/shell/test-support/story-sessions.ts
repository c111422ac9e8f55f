import type { Session } from '@rigready/core';

/** A signed-in regular customer with the Dashboard and TCP Guns features, for shell stories and tests. */
export const CUSTOMER_SESSION: Session = {
  status: 'signedIn',
  loading: false,
  error: null,
  user: {
    email: 'ola@acme.test',
    username: 'Acme Drilling',
    assetlist: ['Rig 1', 'Rig 2'],
    excludedAssets: [],
    routeslist: [],
    isAdmin: false,
    features: { dashboard: true, tcpGuns: true },
    flags: {},
  },
  viewAs: null,
  currentAsset: 'Rig 1',
  fleet: false,
  pipeType: 'Tubular',
  headerSettings: { stored: [], chosen: [], status: 'saved' },
  orderCompletionFilter: 'both',
};

/** A guest limited to Drill Pipe, OCTG and NCR. */
export const GUEST_SESSION: Session = {
  ...CUSTOMER_SESSION,
  user: { ...(CUSTOMER_SESSION.user as NonNullable<Session['user']>), routeslist: ['dp', 'octg', 'NCR'] },
};
