// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { createApp } from "./app.ts";
import { createInbox, INBOX_FILE, inboxEnv, type Submission } from "./inbox.ts";

const site = loadSiteConfig({});
const { accessKey } = site.forms;
const { publicKey, serviceId, templates } = site.emailService;

const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50000, remoteFamily: "IPv4" } } };
const remote = (address = "203.0.113.9") => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: "IPv4" } },
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "inbox-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const stored = (): Submission[] => {
  try {
    return readFileSync(join(dir, INBOX_FILE), "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Submission);
  } catch {
    return [];
  }
};

function inbox(rateLimit = { limit: 1000, windowMs: 60_000 }) {
  return createInbox({ dir, site, rateLimit });
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe("POST /submit (form-to-email contract)", () => {
  it("accepts multipart, stores every field and answers {success, message}", async () => {
    const res = await inbox().request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, name: "Asha Verma", phone: "9876543210" }) },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: expect.any(String) });
    const [entry] = stored();
    expect(entry).toMatchObject({
      provider: "form-to-email",
      route: "/submit",
      client: "203.0.113.9",
      fields: { access_key: accessKey, name: "Asha Verma", phone: "9876543210" },
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts JSON", async () => {
    const res = await inbox().request(
      "/submit",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ access_key: accessKey, name: "Ravi" }),
      },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({ access_key: accessKey, name: "Ravi" });
  });

  it("answers a urlencoded browser post with a 303 to its redirect field", async () => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: "http://localhost/thank-you" });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost/thank-you");
    expect(stored()[0]?.fields).toMatchObject({ name: "Ravi", redirect: "http://localhost/thank-you" });
  });

  it("never redirects to another site (no open redirect), answers JSON instead", async () => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: "https://evil.example/phish" });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it("redirects to the configured site URL too (the pre-render default)", async () => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: `${site.url}/thank-you` });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.headers.get("location")).toBe(`${site.url}/thank-you`);
  });

  it("rejects a missing access key with 400 and a wrong one with 403, storing nothing", async () => {
    const missing = await inbox().request("/submit", { method: "POST", body: form({ name: "x" }) }, remote());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, message: expect.stringMatching(/access key/i) });
    const wrong = await inbox().request(
      "/submit",
      { method: "POST", body: form({ access_key: "nope", name: "x" }) },
      remote(),
    );
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ success: false, message: expect.stringMatching(/invalid access key/i) });
    expect(stored()).toEqual([]);
  });

  it("answers 400 to malformed JSON, malformed multipart and unknown content types without crashing", async () => {
    const app = inbox();
    const bad = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" },
      remote(),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false });
    const arr = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "[1,2]" },
      remote(),
    );
    expect(arr.status).toBe(400);
    const multipart = await app.request(
      "/submit",
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
        body: "--zzz\r\ngarbage without headers",
      },
      remote(),
    );
    expect(multipart.status).toBe(400);
    const text = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" },
      remote(),
    );
    expect(text.status).toBe(400);
    // Still serving afterwards.
    const ok = await app.request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, name: "ok" }) },
      remote(),
    );
    expect(ok.status).toBe(200);
  });

  it("rejects bodies over 1 MB with 413", async () => {
    const res = await inbox().request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, message: "x".repeat(1024 * 1024 + 10) }) },
      remote(),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
    expect(stored()).toEqual([]);
  });

  it("answers CORS preflight", async () => {
    const res = await inbox().request(
      "/submit",
      { method: "OPTIONS", headers: { Origin: "https://other.example", "Access-Control-Request-Method": "POST" } },
      remote(),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("POST /api/v1.0/email/send and /send-form (e-mail service contract)", () => {
  const sendBody = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      lib_version: "4.4.1",
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: { name: "Asha", phone: "9876543210" },
      ...over,
    });

  it("send: accepts the SDK's JSON and answers 200 OK", async () => {
    const res = await inbox().request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody() },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    expect(stored()[0]).toMatchObject({
      provider: "email-service",
      route: "/api/v1.0/email/send",
      fields: { template_id: templates.callback, template_params: { name: "Asha", phone: "9876543210" } },
    });
  });

  it("send-form: accepts multipart and answers 200 OK", async () => {
    const body = form({
      user_name: "Asha",
      lib_version: "4.4.1",
      service_id: serviceId,
      template_id: templates.application,
      user_id: publicKey,
    });
    const res = await inbox().request("/api/v1.0/email/send-form", { method: "POST", body }, remote());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    expect(stored()[0]?.fields).toEqual({
      user_name: "Asha",
      lib_version: "4.4.1",
      service_id: serviceId,
      template_id: templates.application,
      user_id: publicKey,
    });
  });

  it("checks the public key (403), service id and template id (400)", async () => {
    const app = inbox();
    const post = (over: Record<string, unknown>) =>
      app.request(
        "/api/v1.0/email/send",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody(over) },
        remote(),
      );
    const key = await post({ user_id: "wrong" });
    expect([key.status, await key.text()]).toEqual([403, "The Public Key is invalid"]);
    const service = await post({ service_id: "wrong" });
    expect([service.status, await service.text()]).toEqual([400, "The service ID is invalid"]);
    const template = await post({ template_id: "wrong" });
    expect([template.status, await template.text()]).toEqual([400, "The template ID is invalid"]);
    const noKey = await post({ user_id: undefined });
    expect(noKey.status).toBe(400);
    const params = await post({ template_params: "a string" });
    expect(params.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it("refuses the wrong body type for each route, and malformed bodies", async () => {
    const app = inbox();
    const formToSend = await app.request(
      "/api/v1.0/email/send",
      { method: "POST", body: form({ user_id: publicKey }) },
      remote(),
    );
    expect(formToSend.status).toBe(400);
    const jsonToForm = await app.request(
      "/api/v1.0/email/send-form",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody() },
      remote(),
    );
    expect(jsonToForm.status).toBe(400);
    const broken = await app.request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
      remote(),
    );
    expect(broken.status).toBe(400);
  });

  it("answers CORS preflight for the SDK's JSON post", async () => {
    const res = await inbox().request(
      "/api/v1.0/email/send",
      {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      },
      remote(),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
  });

  it("rejects bodies over 1 MB with 413", async () => {
    const res = await inbox().request(
      "/api/v1.0/email/send",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: sendBody({ template_params: { big: "x".repeat(1024 * 1024) } }),
      },
      remote(),
    );
    expect(res.status).toBe(413);
  });
});

describe("rate limit", () => {
  it("answers 429 once a client goes over the limit, per client, in each provider's style", async () => {
    const app = inbox({ limit: 2, windowMs: 60_000 });
    const post = (env: object) =>
      app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "x" }) }, env);
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

  it("reads its limit, window and folder from the environment", () => {
    expect(inboxEnv({})).toEqual({ dir: "data/inbox", rateLimit: { limit: 60, windowMs: 60_000 } });
    expect(inboxEnv({ INBOX_DIR: "/tmp/x", INBOX_RATE_LIMIT: "500", INBOX_RATE_WINDOW_MS: "1000" })).toEqual({
      dir: "/tmp/x",
      rateLimit: { limit: 500, windowMs: 1000 },
    });
    expect(inboxEnv({ INBOX_RATE_LIMIT: "lots" }).rateLimit.limit).toBe(60);
  });
});

describe("GET /inbox", () => {
  it("lists submissions newest first, escaped, to loopback clients", async () => {
    const app = inbox();
    for (const name of ["First <b>lead</b>", "Second lead"]) {
      await app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name }) }, remote());
    }
    const res = await app.request("/inbox", {}, loopback);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.indexOf("Second lead")).toBeGreaterThan(0);
    expect(page.indexOf("Second lead")).toBeLessThan(page.indexOf("First &lt;b&gt;lead"));
    expect(page).not.toContain("<b>lead</b>");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");

    const json = await app.request(
      "/inbox",
      { headers: { Accept: "application/json" } },
      { incoming: { socket: { remoteAddress: "::1", remoteFamily: "IPv6" } } },
    );
    const entries = (await json.json()) as Submission[];
    expect(entries.map((e) => e.fields.name)).toEqual(["Second lead", "First <b>lead</b>"]);
  });

  it("is hidden (404) from other clients", async () => {
    const res = await inbox().request("/inbox", {}, remote());
    expect(res.status).toBe(404);
  });

  it("skips a torn line instead of failing", async () => {
    mkdirSync(dir, { recursive: true });
    appendFileSync(
      join(dir, INBOX_FILE),
      JSON.stringify({
        id: "1",
        receivedAt: new Date().toISOString(),
        provider: "form-to-email",
        route: "/submit",
        client: "x",
        fields: { name: "kept" },
      }) + '\n{"id":',
    );
    const res = await inbox().request("/inbox", { headers: { Accept: "application/json" } }, loopback);
    expect(((await res.json()) as Submission[]).map((e) => e.fields.name)).toEqual(["kept"]);
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
    writeFileSync(join(build, "client/404.html"), "<h1>site not found page</h1>");
    writeFileSync(join(build, "client/network/404.html"), "<h1>city not found page</h1>");
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
