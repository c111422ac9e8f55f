import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../config/trusted-proxies.server.js';
import { clientAddress, createRequestContext, requestIdContext } from './request-context.server.js';

const read = trustedProxies('10.0.0.0/8');
const proxies = 'proxies' in read ? read.proxies : null;

const forwarded = (list: string) =>
  new Request('http://portal.test/login', { headers: { 'X-Forwarded-For': list } });

describe('clientAddress', () => {
  it('should not let a client-written first X-Forwarded-For entry choose the address limits count by', () => {
    const context = createRequestContext('10.0.0.5');
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.9'), context, { trustProxy: proxies })).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(forwarded('7.7.7.7, 203.0.113.9'), context, { trustProxy: proxies })).toBe(
      '203.0.113.9',
    );
  });

  it('should count by the peer without trusted proxies, or when the peer is not one', () => {
    expect(clientAddress(forwarded('6.6.6.6'), createRequestContext('10.0.0.5'), { trustProxy: null })).toBe(
      '10.0.0.5',
    );
    expect(
      clientAddress(forwarded('6.6.6.6'), createRequestContext('198.51.100.1'), { trustProxy: proxies }),
    ).toBe('198.51.100.1');
    expect(clientAddress(forwarded('6.6.6.6'), createRequestContext(null), { trustProxy: proxies })).toBe(
      'unknown',
    );
  });
});

describe('createRequestContext', () => {
  it('should keep the request id the HTTP server chose', () => {
    expect(createRequestContext('10.0.0.5', 'lb-7f3a').get(requestIdContext)).toBe('lb-7f3a');
  });
});
