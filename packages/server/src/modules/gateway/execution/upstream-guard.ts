import { type LookupAddress, type LookupAllOptions, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { buildConnector } from 'undici';
import { lazyImport } from '../../../platform/lazy-import.ts';

/**
 * Where an upstream may not be (docs/decisions/0046): a partner
 * chooses an integration's uri, so without this the gateway would call the console itself, the
 * database, the cloud's metadata service or anything else on the server's network for them.
 *
 * Checked when connecting, on the address the name resolved to (a name that resolves elsewhere on
 * the next lookup, DNS rebinding, is checked again), not on the saved text.
 */

/** Never an upstream: link-local (cloud metadata at 169.254.169.254, fd00:ec2::254 is in fc00::/7 below), unspecified, multicast, reserved. */
const alwaysRefused = new BlockList();
alwaysRefused.addSubnet('0.0.0.0', 8, 'ipv4');
alwaysRefused.addSubnet('169.254.0.0', 16, 'ipv4');
alwaysRefused.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast, reserved and broadcast
alwaysRefused.addAddress('::', 'ipv6');
alwaysRefused.addSubnet('fe80::', 10, 'ipv6');
alwaysRefused.addSubnet('ff00::', 8, 'ipv6');
alwaysRefused.addAddress('fd00:ec2::254', 'ipv6');

/** The server's own machine and private networks: refused unless GATEWAY_ALLOW_PRIVATE_UPSTREAMS=true. */
const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT, also some clouds' internal services
privateRanges.addSubnet('198.18.0.0', 15, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

export type UpstreamPolicy = { allowPrivate: boolean };

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1, ::127.0.0.1, 64:ff9b::7f00:1) is judged as the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Why an address is refused as an upstream, or null when it may be called. */
export function refusal(address: string, policy: UpstreamPolicy): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return 'it is not an address';
  const v4 = family === 6 ? embeddedIpv4(bare) : bare;
  const [value, type] = v4 ? [v4, 'ipv4' as const] : [bare, 'ipv6' as const];
  if (alwaysRefused.check(value, type)) return 'it is a link-local, metadata, multicast or unspecified address';
  if (!policy.allowPrivate && privateRanges.check(value, type)) {
    return 'it is a loopback or private network address (GATEWAY_ALLOW_PRIVATE_UPSTREAMS is not set)';
  }
  return null;
}

export class RefusedUpstreamError extends Error {
  readonly code = 'GATEWAY_REFUSED_UPSTREAM';
}

function refused(host: string, why: string): RefusedUpstreamError {
  // The operator's own host name, not the address it resolved to: no map of the server's network.
  return new RefusedUpstreamError(`${host} is refused as an upstream: ${why}`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, then every address it gave checked (one refused address refuses the name). */
function guardedLookup(policy: UpstreamPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (error, addresses) => {
      if (error) return callback(error, []);
      for (const entry of addresses) {
        const why = refusal(entry.address, policy);
        if (why) return callback(refused(hostname, why), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** undici (gateway and sync calls out, agent probes): loaded by the first call, not at start. */
export const undici = lazyImport(() => import('undici'));

/**
 * undici's connector with the policy: an address literal is checked before connecting, a name in
 * the lookup net/tls do while connecting. Every connection of the Agent goes through it, token
 * calls and retries included; redirects are not followed (undici's request does not). `build`:
 * undici's buildConnector, from the caller's `await undici()`.
 */
export function guardedConnector(
  build: typeof buildConnector,
  options: buildConnector.BuildOptions,
  policy: UpstreamPolicy,
): buildConnector.connector {
  const connect = build({ ...options, lookup: guardedLookup(policy) });
  return (target, callback) => {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) {
      const why = refusal(host, policy);
      if (why) {
        callback(refused(target.hostname, why), null);
        return;
      }
    }
    connect(target, callback);
  };
}
