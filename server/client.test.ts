// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  allowedHosts,
  hostAllowed,
  isLoopbackHost,
  parseTrustedProxies,
  rateLimitKey,
  resolveClient,
} from "./client.ts";

describe("trusted proxies (TRUST_PROXY)", () => {
  it("accepts addresses, CIDR ranges and 'loopback', and names the entries that are neither", () => {
    const { trusts, invalid } = parseTrustedProxies(
      "loopback, 10.0.0.0/8, 2001:db8::1, nonsense, 10.0.0.0/33, 1.2.3.4/",
    );
    expect(invalid).toEqual(["nonsense", "10.0.0.0/33", "1.2.3.4/"]);
    for (const a of ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1", "10.20.30.40", "2001:db8::1"])
      expect(trusts(a), a).toBe(true);
    for (const a of ["11.0.0.1", "2001:db8::2", "unknown", ""]) expect(trusts(a), a).toBe(false);
  });

  it("trusts nobody when empty", () => {
    expect(parseTrustedProxies("").trusts("127.0.0.1")).toBe(false);
  });
});

describe("the client address", () => {
  const { trusts } = parseTrustedProxies("loopback");

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(resolveClient("127.0.0.1", "203.0.113.9", () => false)).toBe("127.0.0.1");
    expect(resolveClient("198.51.100.7", "127.0.0.1", trusts)).toBe("198.51.100.7");
  });

  it("is the forwarded address when the peer is a trusted proxy", () => {
    expect(resolveClient("127.0.0.1", "203.0.113.9", trusts)).toBe("203.0.113.9");
    expect(resolveClient("::ffff:127.0.0.1", "203.0.113.9:51234", trusts)).toBe("203.0.113.9");
    expect(resolveClient("127.0.0.1", "[2001:db8::7]:443", trusts)).toBe("2001:db8::7");
  });

  it("is the right-most untrusted hop: addresses a client writes in front of the chain are not believed", () => {
    expect(resolveClient("127.0.0.1", "1.1.1.1, 203.0.113.9", trusts)).toBe("203.0.113.9");
    expect(resolveClient("127.0.0.1", "1.1.1.1, 203.0.113.9, 127.0.0.1", trusts)).toBe("203.0.113.9");
  });

  it("stops at a malformed hop and keeps the last good one", () => {
    expect(resolveClient("127.0.0.1", "203.0.113.9, garbage", trusts)).toBe("127.0.0.1");
  });
});

describe("the rate limit key", () => {
  it("is the IPv4 address itself", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the /64 network of an IPv6 address", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
    expect(rateLimitKey("1:2::3:4:5:1.2.3.4")).toBe("1:2:0:3::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("host names", () => {
  const hosts = allowedHosts("https://www.sarthimovers.example", "localhost");

  it("answers to the site's name and loopback names, with any port", () => {
    for (const url of [
      "http://localhost:3000/inbox",
      "http://127.0.0.1/inbox",
      "http://[::1]:3000/inbox",
      "https://www.sarthimovers.example/inbox",
      "http://LOCALHOST/inbox",
    ])
      expect(hostAllowed(url, hosts), url).toBe(true);
  });

  it("refuses other names, such as a rebinding attacker's", () => {
    for (const url of ["http://evil.example:3000/inbox", "http://127.0.0.1.nip.io/inbox", "not a url"])
      expect(hostAllowed(url, hosts), url).toBe(false);
  });

  it("adds a specific HOST, never the wildcard addresses", () => {
    expect(allowedHosts("https://x.example", "192.168.1.5").has("192.168.1.5")).toBe(true);
    expect(allowedHosts("https://x.example", "0.0.0.0").has("0.0.0.0")).toBe(false);
    expect(allowedHosts("https://x.example", "fd00::5").has("[fd00::5]")).toBe(true);
  });

  it("knows which hosts only reach this machine", () => {
    for (const h of ["localhost", "127.0.0.1", "::1", "[::1]", "::ffff:127.0.0.1"])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ["0.0.0.0", "::", "192.168.1.5", "example.com", "unknown"])
      expect(isLoopbackHost(h), h).toBe(false);
  });
});
