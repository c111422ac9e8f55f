import { describe, expect, it } from 'vitest';
import { forwardedClient, type TrustedProxies, trustedProxies } from './trusted-proxies.server.js';

function proxies(list: string): TrustedProxies {
  const read = trustedProxies(list);
  if ('invalid' in read) throw new Error(`unreadable: ${read.invalid.join(', ')}`);
  return read.proxies;
}

describe('forwardedClient', () => {
  const internal = proxies('10.0.0.0/8');

  it('should take the right-most hop that is not a trusted proxy, whatever the client wrote before it', () => {
    expect(forwardedClient('10.0.0.5', '6.6.6.6, 203.0.113.9', internal)).toBe('203.0.113.9');
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.7', internal)).toBe(
      '203.0.113.9',
    );
    expect(forwardedClient('10.0.0.5', '203.0.113.9', internal)).toBe('203.0.113.9');
  });

  it('should answer the peer when the peer is not a trusted proxy, ignoring X-Forwarded-For', () => {
    expect(forwardedClient('198.51.100.1', '6.6.6.6', internal)).toBe('198.51.100.1');
    expect(forwardedClient('198.51.100.1', null, internal)).toBe('198.51.100.1');
  });

  it('should answer the left-most hop when every hop is trusted, and the peer without a header', () => {
    expect(forwardedClient('10.0.0.5', '10.1.1.1, 10.0.0.7', internal)).toBe('10.1.1.1');
    expect(forwardedClient('10.0.0.5', null, internal)).toBe('10.0.0.5');
    expect(forwardedClient('10.0.0.5', ' , ', internal)).toBe('10.0.0.5');
  });

  it('should not believe a hop that is no address: the last trusted proxy is the client then', () => {
    expect(forwardedClient('10.0.0.5', 'made-up, 10.0.0.7', internal)).toBe('10.0.0.7');
  });

  it('should read an IPv4 peer on a dual-stack socket and IPv6 ranges', () => {
    expect(forwardedClient('::ffff:10.0.0.5', '6.6.6.6, 203.0.113.9', internal)).toBe('203.0.113.9');
    const v6 = proxies('fd00::/8, loopback');
    expect(forwardedClient('fd12::1', '2001:db8::7, fd00::2', v6)).toBe('2001:db8::7');
    expect(forwardedClient('::1', '6.6.6.6, 192.0.2.10, 127.0.0.1', v6)).toBe('192.0.2.10');
  });
});

describe('trustedProxies', () => {
  it('should trust listed addresses and ranges only', () => {
    const list = proxies('192.0.2.7, 10.0.0.0/8');
    expect(['192.0.2.7', '192.0.2.8', '10.255.0.1', '11.0.0.1'].map((each) => list.trusts(each))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('should name every entry it cannot read', () => {
    expect(trustedProxies('10.0.0.0/33, on, 192.0.2.7, 300.1.1.1, fd00::/129')).toEqual({
      invalid: ['10.0.0.0/33', 'on', '300.1.1.1', 'fd00::/129'],
    });
    expect(trustedProxies(' , ')).toEqual({ invalid: [' , '] });
  });
});
