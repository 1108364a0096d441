import ipaddr from 'ipaddr.js';
import { validationFailed } from '../errors.js';
import { isEventType } from './events.js';

/** ISATAP's interface identifier (RFC 5214): `0:5efe` or `200:5efe` (the u/l bit), then the IPv4 address it embeds. */
const embeddedIsatapIPv4 = ({ parts }: ipaddr.IPv6): ipaddr.IPv4 | null =>
  (parts[4]! & 0xfdff) === 0 && parts[5] === 0x5efe
    ? new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff])
    : null;

const isPublic = (address: ipaddr.IPv4 | ipaddr.IPv6): boolean => {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  // Global unicast (2000::/3) only: this also refuses IPv4-compatible (::a.b.c.d), discard and the unassigned space.
  if (v6.range() !== 'unicast' || v6.parts[0]! >> 13 !== 1) return false;
  const isatap = embeddedIsatapIPv4(v6);
  return !isatap || isPublic(isatap);
};

/**
 * Whether a webhook may not be sent to an address unless the operator allows
 * private targets. ipaddr.js classifies it: only 'unicast' (public) passes.
 * IPv4 addresses mapped into IPv6 are judged as IPv4; every other form that
 * embeds or translates an IPv4 address (NAT64 64:ff9b::/96 and 64:ff9b:1::/48,
 * 6to4 2002::/16, Teredo 2001::/32, SIIT) is refused whatever it embeds, and an
 * ISATAP identifier is judged by the IPv4 address in it. What does not parse is refused.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return !isPublic(ipaddr.process(address));
}

/** Names that resolve to this machine by definition (RFC 6761), refused before any lookup. */
export const isLocalHostname = (hostname: string): boolean => {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/** How long a rotated-out secret may keep signing: up to a week. */
export const MAX_ROTATION_GRACE_HOURS = 168;

/** The most attempts a delivery may be given (WEBHOOK_MAX_ATTEMPTS at most this): its log lists each. */
export const MAX_DELIVERY_ATTEMPTS = 100;

/** A whole number from `min` to `max`, or VALIDATION_FAILED naming `path`. */
export function assertWithin(value: number, min: number, max: number, path: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw validationFailed(`${path} is out of range.`, [{ path, message: `A whole number from ${min} to ${max}.` }]);
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
