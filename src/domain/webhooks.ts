import { BlockList, isIP } from 'node:net';
import { validationFailed } from './errors.js';
import { isEventType } from './events.js';

/**
 * Addresses a webhook may not be sent to unless the operator allows private
 * targets: loopback, private, link-local (cloud metadata), carrier-grade
 * NAT, unspecified, multicast and reserved ranges, in IPv4 and IPv6, and
 * IPv4 addresses mapped into IPv6.
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const MAX_URL_LENGTH = 2000;

/** An endpoint URL: http(s), no credentials, no fragment. Its addresses are checked when it is resolved. */
export function assertEndpointUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw validationFailed('The webhook URL is not valid.', [{ path: 'input.url', message: 'Must be an absolute http(s) URL.' }]);
  }
  const problem =
    value.length > MAX_URL_LENGTH
      ? `At most ${MAX_URL_LENGTH} characters.`
      : !['http:', 'https:'].includes(url.protocol)
        ? 'Must be an http(s) URL.'
        : url.username || url.password
          ? 'Must not carry credentials.'
          : url.hash
            ? 'Must not have a fragment.'
            : null;
  if (problem) throw validationFailed('The webhook URL is not valid.', [{ path: 'input.url', message: problem }]);
  return url;
}

export function assertEventTypes(types: readonly string[]): void {
  const unknown = types.filter((type) => !isEventType(type));
  if (unknown.length) {
    throw validationFailed('Unknown event types.', [{ path: 'input.eventTypes', message: `Not an event type: ${unknown.join(', ')}.` }]);
  }
}
