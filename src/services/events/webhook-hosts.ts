import { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from '../../domain/events/webhooks.js';

/**
 * Webhook hosts' names, resolved by Node's c-ares resolver over DNS:
 * `RESOLVE_TIMEOUT_MS` a try, doubled at each of `RESOLVE_TRIES`, about 5 s
 * at most. `dns.lookup` runs the system's getaddrinfo on libuv's four shared
 * threads with the system's timeouts (about 10 s for a name whose nameserver
 * never answers): a few such names, given by one org as its endpoints, held
 * those threads, and every org's token checks (WebCrypto) and file reads
 * waited behind them. A webhook host is a public name: the hosts file has
 * nothing to say about it.
 */
const RESOLVE_TIMEOUT_MS = 1500;
const RESOLVE_TRIES = 2;

let resolver: Resolver | undefined;

/** The resolver of webhook hosts, made on first use (its servers are the system's; a test points it elsewhere). */
export const webhookResolver = () => (resolver ??= new Resolver({ timeout: RESOLVE_TIMEOUT_MS, tries: RESOLVE_TRIES }));

export interface HostAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of `host` (IPv4 and IPv6 asked at once); none when it has none, or its nameservers do not answer in time. */
export async function addressesOf(host: string): Promise<HostAddress[]> {
  const [v4, v6] = await Promise.allSettled([webhookResolver().resolve4(host), webhookResolver().resolve6(host)]);
  return [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
  ];
}

/**
 * A connection's name resolution that refuses private addresses too, so a
 * host that resolves differently at delivery time (DNS rebinding) is still
 * refused: the address checked is the address connected to.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  addressesOf(hostname).then(
    (addresses) => {
      if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address (or no answer in time)`), { code: 'ENOTFOUND' }), '', 0);
      const refused = addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new Error(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: HostAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
};
