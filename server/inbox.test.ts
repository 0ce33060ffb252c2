// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { createApp } from "./app.ts";
import { parseTrustedProxies } from "./client.ts";
import { createInbox, INBOX_FILE, STORE_FAILURE, type Submission } from "./inbox.ts";
import type { WriteChunk } from "./store.ts";

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

  it.each([
    ["a backslash path", "/\\evil.example"],
    ["a backslash path with a tab", "/\t/evil.example"],
    ["a tab inside the slashes", "/\t\\evil.example"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["another origin", "https://evil.example/phish"],
    ["a lookalike of the site", `${site.url}.evil.example/`],
    ["a script URL", "javascript:alert(1)"],
    ["CRLF (header injection)", "/thank-you\r\nSet-Cookie: stolen=1"],
    ["a NUL byte", "/thank-you\u0000"],
  ])("refuses %s as redirect with 400 in the provider's format, storing nothing", async (_label, redirect) => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/redirect/) });
    expect(stored()).toEqual([]);
  });

  it("resolves a path against the serving origin when it is ours, else against the site URL", async () => {
    const post = (url: string) =>
      inbox().request(
        url,
        { method: "POST", body: new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: "/thank-you" }) },
        remote(),
      );
    expect((await post("http://localhost:3000/submit")).headers.get("location")).toBe(
      "http://localhost:3000/thank-you",
    );
    // A foreign Host (a proxy passing it on, DNS rebinding) never becomes a redirect target.
    expect((await post("http://evil.example/submit")).headers.get("location")).toBe(`${site.url}/thank-you`);
    const foreign = await inbox().request(
      "http://evil.example/submit",
      {
        method: "POST",
        body: new URLSearchParams({ access_key: accessKey, name: "R", redirect: "http://evil.example/x" }),
      },
      remote(),
    );
    expect(foreign.status).toBe(400);
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
    mkdirSync(join(build, "client/hi/network"), { recursive: true });
    writeFileSync(join(build, "client/hi/404.html"), "<h1>Hindi not found page</h1>");
    writeFileSync(join(build, "client/hi/network/404.html"), "<h1>Hindi city not found page</h1>");
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
      template_params: { note: "x".repeat(20_000) },
    });
    expect([huge.status, await huge.text()]).toEqual([400, expect.stringMatching(/"note" is too long/)]);
    expect(stored()).toEqual([]);
  });

  it("accepts the free estimate with a long inventory and its JSON copy", async () => {
    const text = "Living room: Sofa (3-seater) × 2\n".repeat(240);
    const items = JSON.stringify(Array.from({ length: 240 }, () => ({ room: "Living room", item: "Sofa", qty: 2 })));
    const res = await inbox().request(
      "/api/v1.0/email/send-form",
      {
        method: "POST",
        body: form({
          first_name: "Meera",
          inventory_text: text,
          inventory_json: items,
          lib_version: "4.4.1",
          service_id: serviceId,
          template_id: templates.quote,
          user_id: publicKey,
        }),
      },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields.inventory_json).toBe(items);
  });
});

describe("storage failures", () => {
  const realWrite: WriteChunk = async (h, d, o, l) => (await h.write(d, o, l)).bytesWritten;
  /** Writes the first 502 bytes, then the disk is full. */
  const fullDisk = (): WriteChunk => {
    let room = 502;
    return async (handle, data, offset, length) => {
      if (room <= 0) throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      const n = Math.min(room, length);
      room -= n;
      return realWrite(handle, data, offset, n);
    };
  };
  const big = { access_key: accessKey, name: "Asha", note: "x".repeat(7000) };

  it("a full disk answers 503 in each provider's format and leaves no partial record", async () => {
    await inbox().request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "kept" }) }, remote());
    const before = readFileSync(join(dir, INBOX_FILE));
    const app = createInbox({ dir, site, write: fullDisk() });
    const res = await app.request("/submit", { method: "POST", body: form(big) }, remote());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: STORE_FAILURE });
    expect(readFileSync(join(dir, INBOX_FILE))).toEqual(before);

    const email = await createInbox({ dir, site, write: fullDisk() }).request(
      "/api/v1.0/email/send",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          user_id: publicKey,
          service_id: serviceId,
          template_id: templates.callback,
          template_params: { name: "x".repeat(2000) },
        }),
      },
      remote(),
    );
    expect(email.status).toBe(503);
    expect(email.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(stored().map((e) => e.fields.name)).toEqual(["kept"]);
  });

  it("a browser's own form post gets an HTML page saying its answers are still in the form", async () => {
    const app = createInbox({ dir, site, write: fullDisk() });
    const res = await app.request(
      "http://localhost:3000/submit",
      {
        method: "POST",
        headers: {
          Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
          Referer: "http://localhost:3000/goods-insurance",
        },
        body: new URLSearchParams({ ...big, redirect: "http://localhost:3000/thank-you" }),
      },
      remote(),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain(STORE_FAILURE);
    expect(page).toContain("Back");
    expect(page).toContain('href="http://localhost:3000/goods-insurance"');
    expect(stored()).toEqual([]);
  });

  it("the way back never leads off the site", async () => {
    const res = await inbox().request(
      "http://localhost:3000/submit",
      {
        method: "POST",
        headers: { Accept: "text/html", Referer: "https://evil.example/form" },
        body: new URLSearchParams({ access_key: "wrong", name: "x" }),
      },
      remote(),
    );
    expect(res.status).toBe(403);
    const page = await res.text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain('href="/"');
  });

  it("short writes still store the whole record", async () => {
    const trickle: WriteChunk = (h, d, o, l) => realWrite(h, d, o, Math.min(l, 64));
    const res = await createInbox({ dir, site, write: trickle }).request(
      "/submit",
      { method: "POST", body: form(big) },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields.note).toBe(big.note);
  });

  it("after a torn last line, the next acknowledged record is stored on its own line", async () => {
    await inbox().request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "one" }) }, remote());
    appendFileSync(join(dir, INBOX_FILE), '{"id":"torn","receivedAt":"20');
    await inbox().request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "two" }) }, remote());
    const res = await inbox().request("/inbox", { headers: { Accept: "application/json" } }, loopback);
    expect(((await res.json()) as Submission[]).map((e) => e.fields.name)).toEqual(["two", "one"]);
  });

  it("an unexpected error answers 500 in the provider's format, not a plain-text crash", async () => {
    const broken = createInbox({
      dir,
      site,
      trusts: () => {
        throw new Error("boom");
      },
    });
    // The resolver consults the proxy list only when a request carries X-Forwarded-For.
    const headers = { "X-Forwarded-For": "198.51.100.1" };
    const res = await broken.request(
      "/submit",
      { method: "POST", headers, body: form({ access_key: accessKey, name: "x" }) },
      remote(),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
    const email = await broken.request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: "{}" },
      remote(),
    );
    expect(email.status).toBe(500);
    expect(await email.text()).toBe("Internal Server Error");
  });
});

describe("who may read the inbox", () => {
  const password = "correct horse battery";
  const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;

  it("with a password: anyone who has it, from anywhere; nobody without it, loopback included", async () => {
    const app = createInbox({ dir, site, password });
    expect((await app.request("/inbox", {}, loopback)).status).toBe(401);
    const wrong = await app.request("/inbox", { headers: { Authorization: basic("inbox", "guess") } }, remote());
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic/);
    const right = await app.request("/inbox", { headers: { Authorization: basic("anyone", password) } }, remote());
    expect(right.status).toBe(200);
    expect(right.headers.get("cache-control")).toBe("no-store");
    const csv = await app.request("/inbox.csv", {}, remote());
    expect(csv.status).toBe(401);
  });

  it("without a password: only straight from this machine, never through a proxy", async () => {
    const app = inbox();
    expect((await app.request("/inbox", {}, loopback)).status).toBe(200);
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP", "Via"]) {
      const proxied = await app.request("/inbox", { headers: { [header]: "203.0.113.9" } }, loopback);
      expect(proxied.status, header).toBe(404);
    }
    expect((await app.request("/inbox.csv", {}, remote())).status).toBe(404);
  });

  it("refuses foreign host names (DNS rebinding), password or not", async () => {
    const rebound = await inbox().request("http://evil.example:3000/inbox", {}, loopback);
    expect(rebound.status).toBe(421);
    const withPassword = await createInbox({ dir, site, password }).request(
      "http://evil.example/inbox",
      { headers: { Authorization: basic("inbox", password) } },
      remote(),
    );
    expect(withPassword.status).toBe(421);
    expect((await inbox().request(`${site.url}/inbox`, {}, loopback)).status).toBe(200);
  });
});

describe("behind a trusted proxy", () => {
  const proxied = (client: string, socket = "127.0.0.1") =>
    [
      { headers: { "X-Forwarded-For": client } },
      { incoming: { socket: { remoteAddress: socket, remotePort: 50000, remoteFamily: "IPv4" } } },
    ] as const;
  const post = (app: ReturnType<typeof createInbox>, client: string, socket?: string) => {
    const [init, env] = proxied(client, socket);
    return app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name: "x" }), ...init }, env);
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

describe("a large or hostile inbox", () => {
  const line = (i: number, fields: Record<string, unknown>) =>
    JSON.stringify({
      id: `id-${i}`,
      receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      provider: "form-to-email",
      route: "/submit",
      client: "203.0.113.9",
      fields,
    });

  it("28 deeply nested 24 KB entries (stored before the limits) still give a small page", async () => {
    let deep: unknown = "x".repeat(100);
    for (let i = 0; i < 120; i++) deep = { level: deep, pad: "y".repeat(100) };
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, INBOX_FILE),
      Array.from({ length: 28 }, (_, i) => line(i, { name: `n${i}`, deep })).join("\n") + "\n",
    );
    const res = await inbox().request("/inbox", {}, loopback);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.length).toBeLessThan(28 * 6000);
    expect(page).toContain("n27");
    expect(page).toContain("more characters");
  });

  it("an entry that cannot be shown does not break the page", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, INBOX_FILE),
      [line(1, { name: "fine" }), '{"id":"odd","fields":null,"receivedAt":5}', '{"id":"odd2","fields":"text"}'].join(
        "\n",
      ) + "\n",
    );
    const res = await inbox().request("/inbox", {}, loopback);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("fine");
  });

  it("38,000 entries: pages of 50, newest first, and a CSV export of all", async () => {
    mkdirSync(dir, { recursive: true });
    const lines = Array.from({ length: 38_000 }, (_, i) =>
      line(i, { name: `lead-${i}`, phone: "9876543210", message: "2 BHK, Newtown to Noida" }),
    );
    writeFileSync(join(dir, INBOX_FILE), lines.join("\n") + "\n");
    const app = inbox();
    const started = Date.now();
    const first = await app.request("/inbox", {}, loopback);
    const page = await first.text();
    // Generous: the machine running the tests may be busy; the page size is the real guard.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(page.length).toBeLessThan(100_000);
    expect(page).toContain("38000 submissions");
    expect(page).toContain("Page 1 of 760");
    expect(page.indexOf("lead-37999")).toBeLessThan(page.indexOf("lead-37950"));
    expect(page).not.toContain("lead-37949");
    expect(page).toContain('href="?page=2"');

    const json = await app.request("/inbox?page=760", { headers: { Accept: "application/json" } }, loopback);
    expect(json.headers.get("x-total-count")).toBe("38000");
    expect(((await json.json()) as Submission[]).map((e) => e.fields.name).at(-1)).toBe("lead-0");

    const csv = await app.request("/inbox.csv", {}, loopback);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trimEnd().split("\r\n");
    expect(rows).toHaveLength(38_001);
    expect(rows[0]).toBe("id,receivedAt,provider,route,client,fields");
    expect(rows[1]).toContain('"lead-0"');
  }, 20_000);

  it("CSV cells that a spreadsheet would run as formulas are defused", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, INBOX_FILE),
      JSON.stringify({
        id: "=HYPERLINK(1)",
        receivedAt: "x",
        provider: "form-to-email",
        route: "/submit",
        client: "@x",
        fields: {},
      }) + "\n",
    );
    const rows = (await (await inbox().request("/inbox.csv", {}, loopback)).text()).split("\r\n");
    expect(rows[1]).toMatch(/^"'=HYPERLINK\(1\)",/);
    expect(rows[1]).toContain(`"'@x"`);
  });
});
