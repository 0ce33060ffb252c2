// @vitest-environment node
/** The local inbox's limits: rate, size and shape of a submission, proxies, and its place in the site server. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { createApp, NOT_FOUND_PAGES } from "./app.ts";
import { parseTrustedProxies } from "./client.ts";
import { sentLeads } from "./form-leads.ts";
import { createInbox } from "./inbox.ts";
import {
  accessKey,
  dir,
  form,
  inbox,
  loopback,
  publicKey,
  remote,
  serviceId,
  site,
  stored,
  templates,
  withFreshInboxDir,
} from "./inbox-fixture.ts";
import { LIMITS } from "./intake.ts";

withFreshInboxDir();

describe("rate limit", () => {
  it("answers 429 once a client goes over the limit, per client, in each provider's style", async () => {
    const app = inbox({ limit: 2, windowMs: 60_000 });
    // Each a different lead: an identical one would be taken for a retry and not stored again.
    let sent = 0;
    const post = (env: object) =>
      app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name: `x${sent++}` }) }, env);
    expect((await post(remote("203.0.113.1"))).status).toBe(200);
    expect((await post(remote("203.0.113.1"))).status).toBe(200);
    const third = await post(remote("203.0.113.1"));
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ success: false, message: "Too Many Requests" });
    expect((await post(remote("203.0.113.2"))).status).toBe(200);
    const email = await app.request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
      remote("203.0.113.1"),
    );
    expect([email.status, await email.text()]).toEqual([429, "Too Many Requests"]);
    expect(stored()).toHaveLength(3);
  });
});

describe("intake limits over HTTP", () => {
  let deep: Record<string, unknown> = { leaf: "x" };
  for (let i = 0; i < 40; i++) deep = { a: deep, b: [i] };

  it("answers 400 in each provider's format to deep nesting, too many fields or a huge field, storing nothing", async () => {
    const app = inbox();
    const json = (path: string, body: unknown) =>
      app.request(
        path,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
        remote(),
      );
    const nested = await json("/submit", { access_key: accessKey, name: "x", extra: deep });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ success: false, message: expect.stringMatching(/nested too deeply/) });

    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, "x"]));
    const wide = await app.request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, ...many }) },
      remote(),
    );
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ success: false, message: expect.stringMatching(/too many fields/) });

    const huge = await json("/api/v1.0/email/send", {
      lib_version: "4.4.1",
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.quote,
      template_params: { note: "x".repeat(LIMITS.valueBytes + 1) },
    });
    expect([huge.status, await huge.text()]).toEqual([400, expect.stringMatching(/"note" is too long/)]);
    expect(stored()).toEqual([]);
  });

  it("accepts the free estimate with a long inventory and its JSON copy", async () => {
    // Each near the 8,000 bytes the cost estimator hands over (~/lib/inventory/request).
    const text = "Living room: Sofa (3-seater) × 2\n".repeat(235);
    const items = JSON.stringify(Array.from({ length: 170 }, () => ({ room: "Living room", item: "Sofa", qty: 2 })));
    const res = await inbox().request(
      "/api/v1.0/email/send-form",
      {
        method: "POST",
        body: form({
          ...sentLeads.quote,
          inventory: text,
          inventory_data: items,
          lib_version: "4.4.1",
          service_id: serviceId,
          template_id: templates.quote,
          user_id: publicKey,
        }),
      },
      remote(),
    );
    expect([res.status, await res.text()]).toEqual([200, "OK"]);
    expect(stored()[0]?.fields.inventory_data).toBe(items);
  });
});

describe("behind a trusted proxy", () => {
  const proxied = (client: string, socket = "127.0.0.1") =>
    [
      { headers: { "X-Forwarded-For": client } },
      { incoming: { socket: { remoteAddress: socket, remotePort: 50000, remoteFamily: "IPv4" } } },
    ] as const;
  // Each a different lead: an identical one would be taken for a retry and not stored again.
  let sent = 0;
  const post = (app: ReturnType<typeof createInbox>, client: string, socket?: string) => {
    const [init, env] = proxied(client, socket);
    const body = form({ access_key: accessKey, name: `x${sent++}` });
    return app.request("/submit", { method: "POST", body, ...init }, env);
  };
  const trusts = parseTrustedProxies("loopback").trusts;

  it("rate-limits each forwarded client separately and records its address", async () => {
    const app = createInbox({ dir, site, trusts, rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await post(app, "203.0.113.1")).status).toBe(200);
    expect((await post(app, "203.0.113.2")).status).toBe(200);
    expect((await post(app, "203.0.113.1")).status).toBe(429);
    expect(stored().map((e) => e.client)).toEqual(["203.0.113.1", "203.0.113.2"]);
  });

  it("ignores X-Forwarded-For from anyone else, so a client cannot dodge the limit by inventing addresses", async () => {
    const app = createInbox({ dir, site, trusts, rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await post(app, "203.0.113.1", "198.51.100.7")).status).toBe(200);
    expect((await post(app, "203.0.113.2", "198.51.100.7")).status).toBe(429);
    expect(stored()[0]?.client).toBe("198.51.100.7");
    // Without TRUST_PROXY, even the loopback proxy's header is not believed.
    const untrusting = createInbox({ dir, site, rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await post(untrusting, "203.0.113.3")).status).toBe(200);
    expect((await post(untrusting, "203.0.113.4")).status).toBe(429);
  });

  it("counts IPv6 clients by /64", async () => {
    const app = createInbox({ dir, site, trusts, rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await post(app, "2001:db8:1:2::1")).status).toBe(200);
    expect((await post(app, "2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await post(app, "2001:db8:1:3::1")).status).toBe(200);
  });
});

describe("mounted in the site server", () => {
  function buildFixture() {
    const build = join(dir, "build");
    mkdirSync(join(build, "client/network"), { recursive: true });
    writeFileSync(
      join(build, "headers.json"),
      JSON.stringify({ common: { "X-Content-Type-Options": "nosniff" }, pages: {} }),
    );
    // Every language's not-found pages, which the server needs to start; the English ones say so.
    for (const page of NOT_FOUND_PAGES) {
      mkdirSync(dirname(join(build, "client", page)), { recursive: true });
      writeFileSync(
        join(build, "client", page),
        `<h1>${page.includes("network") ? "city" : "site"} not found page</h1>`,
      );
    }
    return build;
  }

  it("serves the inbox routes before the static files and the site's 404 page to non-loopback clients", async () => {
    const app = createApp({
      buildDir: buildFixture(),
      extend: (a) => a.route("/", createInbox({ dir: join(dir, "data"), site })),
    });
    const post = await app.request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, name: "x" }) },
      remote(),
    );
    expect(post.status).toBe(200);
    expect(post.headers.get("x-content-type-options")).toBe("nosniff");
    const hidden = await app.request("/inbox", {}, remote());
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("site not found page");
    const shown = await app.request("/inbox", {}, loopback);
    expect(shown.status).toBe(200);
  });

  it("does not take over a provider that has a real address configured", async () => {
    const real = loadSiteConfig({
      FORM_ENDPOINT: "https://api.web3forms.com",
      EMAILJS_ORIGIN: "https://api.emailjs.com",
    });
    const app = createApp({
      buildDir: buildFixture(),
      extend: (a) => a.route("/", createInbox({ dir: join(dir, "data"), site: real })),
    });
    const post = await app.request(
      "/submit",
      { method: "POST", body: form({ access_key: real.forms.accessKey, name: "x" }) },
      remote(),
    );
    expect(post.status).toBe(404);
  });
});
