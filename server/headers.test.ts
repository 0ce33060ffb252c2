// @vitest-environment node
/** The security headers on every answer the site server gives, the inbox's refusals and the assets included. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { createApp } from "./app.ts";
import { createInbox } from "./inbox.ts";
import { accessKey, dir, form, loopback, remote, site, withFreshInboxDir } from "./inbox-fixture.ts";
import { writeMinimalBuild } from "./minimal-build.ts";
import { commonHeaders } from "./security.ts";

withFreshInboxDir();

function siteServer() {
  const build = join(dir, "build");
  writeMinimalBuild(build);
  mkdirSync(join(build, "client/assets"), { recursive: true });
  writeFileSync(join(build, "client/assets/app-Ab12Cd.js"), "console.log(1)");
  const inbox = createInbox({
    dir: join(dir, "data"),
    site,
    password: "correct horse battery",
    rateLimit: { limit: 3, windowMs: 60_000 },
  });
  return createApp({ buildDir: build, extend: (a) => a.route("/", inbox) });
}

describe("every answer of the site server", () => {
  it("carries the security headers and a Content-Security-Policy, default-src 'none' when it is not a page", async () => {
    const app = siteServer();
    const json = { "Content-Type": "application/json" };
    const answers: [number, Response][] = [
      [200, await app.request("/assets/app-Ab12Cd.js")],
      [200, await app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "a" }) })],
      [400, await app.request("/submit", { method: "POST", headers: json, body: "{" })],
      [401, await app.request("/inbox", {}, remote())],
      [405, await app.request("/submit")],
      [
        413,
        await app.request("/submit", {
          method: "POST",
          headers: { ...json, "Content-Length": String(2 * 1024 * 1024) },
          body: "x".repeat(2 * 1024 * 1024),
        }),
      ],
      [421, await app.request("http://evil.example/inbox", {}, loopback)],
      [429, await app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "b" }) })],
    ];
    for (const [status, res] of answers) {
      expect(res.status).toBe(status);
      for (const [name, value] of Object.entries(commonHeaders))
        expect(res.headers.get(name), `${status} ${name}`).toBe(value);
      expect(res.headers.get("content-security-policy"), String(status)).toMatch(
        /^default-src 'none';.*frame-ancestors 'none'/,
      );
    }
  });
});
