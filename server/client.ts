/**
 * Who is asking: the client address behind an optional trusted reverse proxy, the key the rate
 * limiter counts by, and whether the Host header names this site.
 */
import { BlockList, isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/**
 * TRUST_PROXY: comma-separated addresses or CIDR ranges, or `loopback`. Returns the matcher,
 * or the entries that are not addresses.
 */
export function parseTrustedProxies(value: string): { trusts: (address: string) => boolean; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => (entry.toLowerCase() === "loopback" ? LOOPBACK : [entry]));
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > max || prefix === "") {
      invalid.push(entry);
      continue;
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  const trusts = (address: string) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
  return { trusts, invalid };
}

/** One hop of X-Forwarded-For, without the port or brackets some proxies add. */
function hopAddress(hop: string): string {
  const value = hop.trim();
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  if (v4WithPort) return v4WithPort[1]!;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  return plainAddress(bracketed ? bracketed[1]! : value);
}

/**
 * The client's address. X-Forwarded-For is believed only when the connection comes from a trusted
 * proxy, and then only as far back as the chain stays trusted: the right-most hop that is not a trusted
 * proxy is the client (every hop to its left could have been written by the client itself).
 */
export function resolveClient(socketAddress: string, forwardedFor: string | undefined, trusts: (a: string) => boolean) {
  let client = plainAddress(socketAddress);
  if (!forwardedFor || !trusts(client)) return client;
  const hops = forwardedFor.split(",").map(hopAddress);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break;
    client = hop;
    if (!trusts(hop)) break;
  }
  return client;
}

/** The socket's peer; requests without a socket (tests without bindings) count as one "unknown" client. */
export function socketAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}

/** A resolver bound to the configured trusted proxies (none by default). */
export function clientResolver(trusts: (address: string) => boolean = () => false) {
  return (c: Context) => resolveClient(socketAddress(c), c.req.header("x-forwarded-for"), trusts);
}

/** The 16 bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0]!;
  const parse = (part: string) =>
    part
      ? part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = "", tail] = withoutZone.split("::");
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The rate limiter's key: the IPv4 address, or the /64 network of an IPv6 address (one subscriber
 * usually holds a whole /64 and could otherwise change address on every request).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const prefix = ipv6Groups(plain)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

const loopback = parseTrustedProxies("loopback").trusts;

/** True for names and addresses that only reach this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || loopback(name);
}

/** The host names this server answers to as itself: the site's, localhost and loopback addresses, and HOST when specific. */
export function allowedHosts(siteUrl: string, host: string): Set<string> {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]", new URL(siteUrl).hostname.toLowerCase()]);
  const bound = host.toLowerCase();
  if (bound && bound !== "0.0.0.0" && bound !== "::") hosts.add(isIP(bound) === 6 ? `[${bound}]` : bound);
  return hosts;
}

/**
 * Does the request name one of our hosts? (Its URL carries the Host header.) Guards against DNS
 * rebinding, where a foreign name is pointed at this machine to read it from a visitor's browser.
 */
export function hostAllowed(requestUrl: string, hosts: Set<string>): boolean {
  try {
    return hosts.has(new URL(requestUrl).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Headers a proxy adds: a request carrying them did not come straight from this machine. */
export const hasForwardingHeaders = (c: Context) =>
  ["x-forwarded-for", "forwarded", "x-real-ip", "via"].some((name) => c.req.header(name) !== undefined);
