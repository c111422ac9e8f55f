import { describe, expect, it } from 'vitest';
import type { AuditRecord } from './audit-log.server.js';
import { auditInWords, formatDateTime } from './audit-words.server.js';

const entry = (fields: Partial<AuditRecord>): AuditRecord => ({
  id: 'a-1',
  at: '2026-11-26T07:14:05.000Z',
  action: 'sign-in',
  actorUserId: 'u-1',
  actorEmail: 'ola@nordvik.test',
  actorName: 'Ola Nordvik',
  customer: null,
  details: null,
  ...fields,
});

describe('formatDateTime', () => {
  it('should write an instant as DD.MM.YYYY HH:mm in Oslo time unless told another zone', () => {
    expect(formatDateTime('2026-11-26T07:14:05.000Z')).toBe('26.11.2026 08:14');
    expect(formatDateTime('2026-07-01T22:30:00.000Z')).toBe('02.07.2026 00:30');
    expect(formatDateTime('2026-07-01T22:30:00.000Z', 'UTC')).toBe('01.07.2026 22:30');
    expect(formatDateTime('2026-01-05T11:05:00.000Z', 'America/New_York')).toBe('05.01.2026 06:05');
  });
});

describe('auditInWords', () => {
  it("should say who did what and when, in the actor's name", () => {
    expect(auditInWords(entry({ details: '{"address":"203.0.113.7"}' }))).toEqual({
      line: 'Ola Nordvik signed in, 26.11.2026 08:14',
      details: ['From address 203.0.113.7'],
    });
  });

  it('should fall back to the e-mail for an actor without a name, and say who was tried on a failure', () => {
    expect(auditInWords(entry({ action: 'sign-out', actorName: null })).line).toBe(
      'ola@nordvik.test signed out, 26.11.2026 08:14',
    );
    const failed = entry({
      action: 'sign-in.failed',
      actorUserId: null,
      actorEmail: null,
      actorName: null,
      details: '{"email":"ola@nordvik.test","address":"198.51.100.4"}',
    });
    expect(auditInWords(failed)).toEqual({
      line: 'A sign-in as ola@nordvik.test failed, 26.11.2026 08:14',
      details: ['From address 198.51.100.4'],
    });
  });

  it('should word the ending of sessions, by the user and by an admin', () => {
    const one = entry({
      action: 'session.ended',
      details: '{"device":"Firefox on Windows","sessionAddress":"198.51.100.4","address":"203.0.113.7"}',
    });
    expect(auditInWords(one)).toEqual({
      line: 'Ola Nordvik ended their session on Firefox on Windows, 26.11.2026 08:14',
      details: ['Session signed in from: 198.51.100.4', 'From address 203.0.113.7'],
    });
    const others = entry({ action: 'session.others-ended', details: '{"sessionsEnded":2}' });
    expect(auditInWords(others)).toEqual({
      line: 'Ola Nordvik ended their sessions on all other devices, 26.11.2026 08:14',
      details: ['Sessions ended: 2'],
    });
    const byAdmin = entry({
      action: 'admin.user.sessions-ended',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: '{"email":"ola@nordvik.test","sessionsEnded":3}',
    });
    expect(auditInWords(byAdmin)).toEqual({
      line: 'Ada Admin ended every session of the user ola@nordvik.test of Northwind Drilling, 26.11.2026 08:14',
      details: ['Sessions ended: 3'],
    });
  });

  it('should word the admin changes with their details', () => {
    const created = entry({
      action: 'admin.user.create',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: '{"userId":"u-9","email":"nina@nordic.test"}',
    });
    expect(auditInWords(created)).toEqual({
      line: 'Ada Admin created the user nina@nordic.test of Northwind Drilling, 26.11.2026 08:14',
      details: [],
    });
    const edited = entry({
      action: 'admin.user.edit',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: '{"userId":"u-9","from":"nina@nordic.test","to":"nina.n@nordic.test","routes":["dp","NCR"]}',
    });
    expect(auditInWords(edited)).toEqual({
      line: 'Ada Admin edited the user nina.n@nordic.test (was nina@nordic.test) of Northwind Drilling, 26.11.2026 08:14',
      details: ['Pages: dp, NCR'],
    });
    const customer = entry({
      action: 'admin.customer.edit',
      actorName: 'Ada Admin',
      customer: 'Polar Energy',
      details:
        '{"customerId":"C200","assets":["Rig P"],"org_no":"912 345 678","rig":null,"features":{"dashboard":true,"publicSerialHistory":false}}',
    });
    expect(auditInWords(customer)).toEqual({
      line: 'Ada Admin edited the customer Polar Energy, 26.11.2026 08:14',
      details: ['Assets: Rig P', 'Organisation number: 912 345 678', 'Features on: dashboard'],
    });
  });

  it('should word the company sign-in: its changes, and a user created at first sign-in', () => {
    const added = entry({
      action: 'admin.connection.create',
      actorName: 'Ada Admin',
      customer: 'Polar Energy',
      details: JSON.stringify({
        connectionId: 'K-1',
        issuer: 'https://polar.okta.com',
        domains: ['polar.test', 'polar.no'],
        createUsers: true,
        required: false,
        secretChanged: true,
      }),
    });
    expect(auditInWords(added)).toEqual({
      line: 'Ada Admin added the company sign-in of Polar Energy (polar.test, polar.no), 26.11.2026 08:14',
      details: [
        'Issuer: https://polar.okta.com',
        'Creates users at first sign-in: true',
        'Required (no password): false',
        'Client secret changed: true',
      ],
    });
    const created = entry({
      action: 'sign-in.user-created',
      customer: 'Polar Energy',
      details: JSON.stringify({
        email: 'nina@polar.test',
        connectionId: 'K-1',
        subject: 's-9',
        routes: ['dp'],
      }),
    });
    expect(auditInWords(created)).toEqual({
      line: 'The user nina@polar.test of Polar Energy was created at their first company sign-in, 26.11.2026 08:14',
      details: ['Provider subject: s-9', 'Pages: dp'],
    });
  });

  it("should say what a user's permissions became and what they were", () => {
    const set = entry({
      action: 'admin.permissions.set',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: JSON.stringify({
        email: 'customer@rigready.test',
        from: { mayRequest: true, mayApprove: false },
        to: { mayRequest: true, mayApprove: true },
      }),
    });
    expect(auditInWords(set)).toEqual({
      line: 'Ada Admin let customer@rigready.test of Northwind Drilling request and approve (was: request, not approve), 26.11.2026 08:14',
      details: [],
    });
    const taken = entry({
      action: 'admin.permissions.set',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: JSON.stringify({
        email: 'rita@rigready.test',
        from: { mayRequest: false, mayApprove: true },
        to: { mayRequest: false, mayApprove: false },
      }),
    });
    expect(auditInWords(taken).line).toBe(
      'Ada Admin let rita@rigready.test of Northwind Drilling neither request nor approve (was: approve, not request), 26.11.2026 08:14',
    );
  });

  it('should word view-as, exports and imports', () => {
    expect(
      auditInWords(entry({ action: 'view-as.started', actorName: 'Ada Admin', customer: 'Polar Energy' }))
        .line,
    ).toBe('Ada Admin started viewing the portal as Polar Energy, 26.11.2026 08:14');
    expect(
      auditInWords(entry({ action: 'export.document', details: '{"kind":"delivery","name":"DT-1001.pdf"}' })),
    ).toEqual({ line: 'Ola Nordvik downloaded DT-1001.pdf, 26.11.2026 08:14', details: [] });
    expect(
      auditInWords(
        entry({
          action: 'data.import',
          actorUserId: null,
          actorEmail: null,
          actorName: null,
          details:
            '{"folder":"/srv/import/2026-11-26","rows":{"items.json":12,"serials.ndjson":340},"documents":4}',
        }),
      ),
    ).toEqual({
      line: 'Data was imported from /srv/import/2026-11-26, 26.11.2026 08:14',
      details: ['Rows: items.json 12, serials.ndjson 340', 'Documents: 4'],
    });
  });

  it('should say what became of import keys and the archives pushed with them', () => {
    const machine = { actorUserId: null, actorEmail: null, actorName: null };
    expect(
      auditInWords(entry({ action: 'admin.import-key.create', details: '{"name":"FileMaker nightly"}' })),
    ).toEqual({
      line: 'Ola Nordvik created the import key FileMaker nightly, 26.11.2026 08:14',
      details: [],
    });
    expect(
      auditInWords(entry({ action: 'admin.import-key.revoke', details: '{"name":"FileMaker nightly"}' }))
        .line,
    ).toBe('Ola Nordvik revoked the import key FileMaker nightly, 26.11.2026 08:14');
    expect(
      auditInWords(
        entry({
          ...machine,
          action: 'import.pushed',
          details: '{"key":"FileMaker nightly","run":"r-1","bytes":2048}',
        }),
      ),
    ).toEqual({
      line: 'The import key FileMaker nightly pushed a data set to import, 26.11.2026 08:14',
      details: ['Import run: r-1', 'Bytes: 2048'],
    });
    expect(
      auditInWords(
        entry({
          ...machine,
          action: 'import.archive-refused',
          details: '{"key":"FileMaker nightly","reason":"The archive entry ../x leaves its folder"}',
        }),
      ),
    ).toEqual({
      line: 'An archive pushed with the import key FileMaker nightly was refused, 26.11.2026 08:14',
      details: ['Reason: The archive entry ../x leaves its folder'],
    });
    expect(
      auditInWords(
        entry({ ...machine, action: 'import-key.refused', details: '{"name":"FileMaker nightly"}' }),
      ).line,
    ).toBe('The revoked import key FileMaker nightly was refused, 26.11.2026 08:14');
  });

  it('should say what became of integration keys and webhooks', () => {
    const key = '{"name":"FileMaker orders"}';
    expect(auditInWords(entry({ action: 'admin.integration-key.create', details: key }))).toEqual({
      line: 'Ola Nordvik created the integration key FileMaker orders, 26.11.2026 08:14',
      details: [],
    });
    expect(auditInWords(entry({ action: 'admin.integration-key.revoke', details: key })).line).toBe(
      'Ola Nordvik revoked the integration key FileMaker orders, 26.11.2026 08:14',
    );
    expect(
      auditInWords(
        entry({
          actorUserId: null,
          actorEmail: null,
          actorName: null,
          action: 'integration-key.refused',
          details: key,
        }),
      ).line,
    ).toBe('The revoked integration key FileMaker orders was refused, 26.11.2026 08:14');
    const webhook = '{"name":"ERP","url":"https://erp.example.com/hooks/rigready"}';
    expect(auditInWords(entry({ action: 'admin.webhook.create', details: webhook }))).toEqual({
      line: 'Ola Nordvik added the webhook ERP to https://erp.example.com/hooks/rigready, 26.11.2026 08:14',
      details: [],
    });
    expect(auditInWords(entry({ action: 'admin.webhook.disable', details: '{"name":"ERP"}' })).line).toBe(
      'Ola Nordvik disabled the webhook ERP, 26.11.2026 08:14',
    );
  });

  it('should still say something readable for an action it has no sentence for', () => {
    expect(auditInWords(entry({ action: 'admin.rack.rename', details: '{"rack":"A1"}' }))).toEqual({
      line: 'Ola Nordvik: admin.rack.rename, 26.11.2026 08:14',
      details: ['Rack: A1'],
    });
  });
  it('should name the class limits an admin edited, with their limits before and after', () => {
    const edited = entry({
      action: 'admin.class-limits.edit',
      details: JSON.stringify({
        limits: 'NC50 5, any weight, any grade',
        key: { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '' },
        before: { TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
        after: { TJ_OD_Premium_Min: 6.3, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
      }),
    });
    expect(auditInWords(edited)).toEqual({
      line: 'Ola Nordvik edited the class limits of NC50 5, any weight, any grade, 26.11.2026 08:14',
      details: [
        'Before: TJ_OD_Premium_Min 6.25, TJ_OD_Class2_Min 6, TS_Pin_Min 4, TS_Box_Min 4.5',
        'After: TJ_OD_Premium_Min 6.3, TJ_OD_Class2_Min 6, TS_Pin_Min 4, TS_Box_Min 4.5',
      ],
    });
  });

  it('should say what a customer was asked to approve, what an approver decided and an NCR’s disposition', () => {
    const asked = entry({
      action: 'admin.approval.ask',
      actorName: 'Ada Admin',
      customer: 'Northwind Drilling',
      details: JSON.stringify({
        number: 'AP-2026-0002',
        title: 'Pre-invoice of order 40212',
        version: 2,
        supersedes: 'AP-2026-0001',
        sha256: '2c9636c852a244f77b3e0142eef00678e25a4759605a5c2e6576285fc7adf662',
      }),
    });
    expect(auditInWords(asked)).toEqual({
      line: 'Ada Admin asked Northwind Drilling to approve AP-2026-0002: Pre-invoice of order 40212, 26.11.2026 08:14',
      details: [
        'Version: 2',
        'Supersedes: AP-2026-0001',
        'SHA-256: 2c9636c852a244f77b3e0142eef00678e25a4759605a5c2e6576285fc7adf662',
      ],
    });
    const decided = entry({
      action: 'approval.decided',
      details: JSON.stringify({
        number: 'AP-2026-0002',
        decision: 'rejected',
        title: 'Pre-invoice of order 40212',
        comment: 'Wrong rate',
      }),
    });
    expect(auditInWords(decided)).toEqual({
      line: 'Ola Nordvik rejected AP-2026-0002: Pre-invoice of order 40212, 26.11.2026 08:14',
      details: ['Comment: Wrong rate'],
    });
    const ncr = entry({
      action: 'ncr.decided',
      details: JSON.stringify({
        ncrNo: 'NCR-2026-014',
        decision: 'accept-with-deviation',
        comment: 'Rig A only',
      }),
    });
    expect(auditInWords(ncr)).toEqual({
      line: 'Ola Nordvik decided NCR-2026-014: accept with deviation, 26.11.2026 08:14',
      details: ['Comment: Rig A only'],
    });
  });
});

describe('auditInWords of requests', () => {
  it('should say who made, moved and added files to a request, and a key by its name', () => {
    const line = (fields: Partial<AuditRecord>) => auditInWords(entry(fields));
    expect(
      line({
        action: 'request.created',
        customer: 'Northwind Drilling',
        details: '{"number":"RQ-2026-0001","kind":"inspection","items":2}',
      }),
    ).toEqual({
      line: 'Ola Nordvik made request RQ-2026-0001 of Northwind Drilling (inspection, 2 items), 26.11.2026 08:14',
      details: [],
    });
    expect(
      line({
        action: 'request.status',
        actorUserId: null,
        actorName: null,
        actorEmail: null,
        details: '{"number":"RQ-2026-0001","from":"submitted","to":"acknowledged","key":"FileMaker"}',
      }).line,
    ).toBe(
      'The integration key FileMaker moved request RQ-2026-0001 from submitted to acknowledged, 26.11.2026 08:14',
    );
    expect(
      line({ action: 'request.attached', details: '{"number":"RQ-2026-0001","files":["quote.pdf"]}' }),
    ).toEqual({
      line: 'Ola Nordvik added files to request RQ-2026-0001, 26.11.2026 08:14',
      details: ['Files: quote.pdf'],
    });
  });

  it('should word every second-factor event and the admin reset', () => {
    const line = (fields: Partial<AuditRecord>) => auditInWords(entry(fields));
    expect(line({ action: 'second-factor.enrolled', details: '{"factor":"authenticator app"}' })).toEqual({
      line: 'Ola Nordvik set up authenticator app, 26.11.2026 08:14',
      details: [],
    });
    expect(line({ action: 'second-factor.removed', details: '{"factor":"authenticator app"}' }).line).toBe(
      'Ola Nordvik removed authenticator app, 26.11.2026 08:14',
    );
    expect(line({ action: 'second-factor.failed', details: '{"address":"198.51.100.4"}' })).toEqual({
      line: 'Ola Nordvik typed a wrong second-factor code, 26.11.2026 08:14',
      details: ['From address 198.51.100.4'],
    });
    expect(line({ action: 'second-factor.rate-limited' }).line).toBe(
      "Ola Nordvik's second-factor codes were paused after too many wrong ones, 26.11.2026 08:14",
    );
    expect(line({ action: 'second-factor.recovery-used' }).line).toBe(
      'Ola Nordvik signed in with a recovery code, 26.11.2026 08:14',
    );
    expect(line({ action: 'second-factor.recovery-regenerated' }).line).toBe(
      'Ola Nordvik made new recovery codes (the old ones stopped working), 26.11.2026 08:14',
    );
    expect(
      line({
        action: 'admin.second-factor.reset',
        customer: 'Northwind Drilling',
        details: '{"email":"nina@nordic.test","userId":"u-9"}',
      }),
    ).toEqual({
      line: 'Ola Nordvik reset the second factor of nina@nordic.test of Northwind Drilling, 26.11.2026 08:14',
      details: [],
    });
    expect(
      line({
        action: 'admin.second-factor.reset',
        actorUserId: null,
        actorName: null,
        actorEmail: null,
        customer: null,
        details: '{"email":"olga@provider.example","userId":"u-1","by":"operator"}',
      }),
    ).toEqual({
      line: 'The operator, on the server, reset the second factor of olga@provider.example, 26.11.2026 08:14',
      details: [],
    });
    expect(
      line({
        action: 'admin.customer.second-factor',
        customer: 'Northwind Drilling',
        details: '{"secondFactorRequired":true}',
      }).line,
    ).toBe('Ola Nordvik required a second factor of the users of Northwind Drilling, 26.11.2026 08:14');
    expect(
      line({ action: 'sign-in', details: '{"address":"198.51.100.4","secondFactor":"authenticator app"}' })
        .details,
    ).toEqual(['From address 198.51.100.4', 'Second factor: authenticator app']);
  });

  it("should say who disabled, enabled, invited and made administrator whom, and a disabled account's try", () => {
    const of = (
      action: string,
      details: Record<string, unknown>,
      customer: string | null = 'Northwind Drilling',
    ) => auditInWords(entry({ action, customer, details: JSON.stringify(details) }));
    expect(
      of('admin.user.disable', { userId: 'u-2', email: 'rita@rigready.test', sessionsEnded: 2 }),
    ).toEqual({
      line: 'Ola Nordvik disabled the user rita@rigready.test of Northwind Drilling, 26.11.2026 08:14',
      details: ['Sessions ended: 2'],
    });
    expect(of('admin.user.enable', { email: 'rita@rigready.test' }).line).toBe(
      'Ola Nordvik enabled the user rita@rigready.test of Northwind Drilling, 26.11.2026 08:14',
    );
    expect(of('admin.user.customer-admin', { email: 'rita@rigready.test', to: true }).line).toBe(
      "Ola Nordvik made rita@rigready.test the administrator of Northwind Drilling's users, 26.11.2026 08:14",
    );
    expect(of('admin.user.customer-admin', { email: 'rita@rigready.test', to: false }).line).toBe(
      "Ola Nordvik took from rita@rigready.test the administration of Northwind Drilling's users, 26.11.2026 08:14",
    );
    expect(of('admin.user.invite', { email: 'new@northwind.test', assets: [], routes: ['dp'] })).toEqual({
      line: 'Ola Nordvik invited new@northwind.test of Northwind Drilling, 26.11.2026 08:14',
      details: ['Assets: all', 'Pages: dp'],
    });
    expect(
      of('admin.user.access', { email: 'rita@rigready.test', assets: ['NW Rig 1'], routes: [] }),
    ).toEqual({
      line: 'Ola Nordvik set the assets and pages of rita@rigready.test of Northwind Drilling, 26.11.2026 08:14',
      details: ['Assets: NW Rig 1', 'Pages: all'],
    });
    expect(
      of('admin.user.notifications', {
        email: 'rita@rigready.test',
        kinds: ['request-done'],
        mails: 'digest',
        assets: [],
      }),
    ).toEqual({
      line: 'Ola Nordvik set the notifications of rita@rigready.test of Northwind Drilling, 26.11.2026 08:14',
      details: ['Kinds: request-done', 'Mails: digest', 'Assets: all'],
    });
    expect(of('invitation.accepted', { email: 'new@northwind.test', invitedBy: 'u-1' }).line).toBe(
      'Ola Nordvik accepted the invitation to Northwind Drilling and signed in for the first time, 26.11.2026 08:14',
    );
    expect(of('sign-in.disabled', { address: '203.0.113.7' }, null)).toEqual({
      line: 'Ola Nordvik tried to sign in, but the account is disabled, 26.11.2026 08:14',
      details: ['From address 203.0.113.7'],
    });
  });
});
