import { describe, expect, it } from 'vitest';
import { parseIdentityConfig } from './identity-config.server.js';

describe('TRUST_PROXY', () => {
  it('should trust no proxy by default or with off', () => {
    expect(parseIdentityConfig({}, 'production').trustProxy).toBeNull();
    expect(parseIdentityConfig({ TRUST_PROXY: 'off' }, 'production').trustProxy).toBeNull();
  });

  it('should read a list of proxies', () => {
    const proxies = parseIdentityConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, 'production').trustProxy;
    expect([proxies?.trusts('127.0.0.1'), proxies?.trusts('10.2.3.4'), proxies?.trusts('8.8.8.8')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('should refuse the former on, which believed the client-written first hop, and say what to set', () => {
    expect(() => parseIdentityConfig({ TRUST_PROXY: 'on' }, 'production')).toThrow(
      /TRUST_PROXY=on is no longer accepted.*e\.g\. TRUST_PROXY=10\.0\.0\.0\/8/,
    );
    expect(() => parseIdentityConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.local' }, 'production')).toThrow(
      /TRUST_PROXY must be off or a comma-separated list of addresses and CIDR ranges .*not readable: proxy\.local/,
    );
  });
});
