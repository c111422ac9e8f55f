import { BlockList, isIP } from 'node:net';

/** The proxies whose X-Forwarded-For entries are believed (TRUST_PROXY). */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address it carries. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** Adds `address` or `address/prefix` to `blocks`; false when it is neither. */
function addEntry(blocks: BlockList, entry: string): boolean {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  const address = match?.[1] ?? '';
  const type = family(address);
  if (!match || !type) return false;
  if (match[2] === undefined) {
    blocks.addAddress(address, type);
    return true;
  }
  const prefix = Number(match[2]);
  if (prefix > (type === 'ipv4' ? 32 : 128)) return false;
  blocks.addSubnet(address, prefix, type);
  return true;
}

/**
 * Reads TRUST_PROXY's list: addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7`) separated by
 * commas, and `loopback` for 127.0.0.0/8 and ::1. Answers the entries it could not read as the error.
 *
 * @example
 * trustedProxies('loopback, 10.0.0.0/8'); // { proxies: { trusts } }
 * trustedProxies('10.0.0.0/33');          // { invalid: ['10.0.0.0/33'] }
 */
export function trustedProxies(list: string): { proxies: TrustedProxies } | { invalid: string[] } {
  const blocks = new BlockList();
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { invalid: [list] };
  const invalid = entries.filter(
    (entry) => !(entry === 'loopback' ? LOOPBACK : [entry]).every((each) => addEntry(blocks, each)),
  );
  if (invalid.length > 0) return { invalid };
  return {
    proxies: {
      trusts(address) {
        const candidate = plain(address);
        const type = family(candidate);
        return type !== null && blocks.check(candidate, type);
      },
    },
  };
}

/**
 * The client's address: the connection's peer when it is not a trusted proxy; else the X-Forwarded-For
 * entries are walked from the right (the hop nearest to the portal) past every trusted proxy, and the first
 * address that is not one is the client. Entries further left were written by the client and are never
 * believed, so a made-up first entry changes nothing. If every hop is trusted, the left-most one is it.
 *
 * @example
 * forwardedClient('10.0.0.5', '6.6.6.6, 203.0.113.9', proxies); // '203.0.113.9' with 10.0.0.0/8 trusted
 */
export function forwardedClient(peer: string, forwardedFor: string | null, proxies: TrustedProxies): string {
  let client = peer;
  if (!proxies.trusts(client)) return client;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    // A hop that is no address (only a misconfigured proxy writes one) is not believed: the last proxy is.
    if (family(plain(hop)) === null) return client;
    client = plain(hop);
    if (!proxies.trusts(client)) return client;
  }
  return client;
}
