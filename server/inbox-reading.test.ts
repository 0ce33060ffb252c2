// @vitest-environment node
/** Reading the local inbox: who may, and how it pages, exports and survives odd entries. */
import fs, { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { join } from "node:path";

import { describe, expect, it, vi } from "vitest";

import { parseTrustedProxies } from "./client.ts";
import { createInbox, INBOX_FILE, type Submission } from "./inbox.ts";
import { accessKey, dir, form, inbox, loopback, remote, site, withFreshInboxDir } from "./inbox-fixture.ts";
import { PER_PAGE } from "./inbox-page.ts";

withFreshInboxDir();

type ReadCallback = (error: Error | null, bytesRead: number, buffer: unknown) => void;

/** Counts the bytes read from files from now on, by streams (fs.read) and file handles alike; `take` resets. */
async function countBytesRead(anyFile: string) {
  let bytes = 0;
  const streamRead = fs.read.bind(fs) as (...args: unknown[]) => void;
  vi.spyOn(fs, "read").mockImplementation(((...args: unknown[]) => {
    const done = args.pop() as ReadCallback;
    streamRead(...args, ((error, bytesRead, buffer) => {
      bytes += bytesRead || 0;
      done(error, bytesRead, buffer);
    }) satisfies ReadCallback);
  }) as typeof fs.read);
  const probe = await open(anyFile);
  const handles = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  const handleRead = handles.read as (...args: unknown[]) => Promise<{ bytesRead: number }>;
  vi.spyOn(handles, "read").mockImplementation(async function (this: FileHandle, ...args: unknown[]) {
    const result = await handleRead.apply(this, args);
    bytes += result.bytesRead;
    return result;
  } as typeof handles.read);
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

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

  it("refuses a client that keeps guessing, logging each wrong password, without locking out anyone else", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = createInbox({ dir, site, password, passwordAttempts: { limit: 3, windowMs: 60_000 } });
    const attempt = (pass: string, client = remote()) =>
      app.request("/inbox", { headers: { Authorization: basic("inbox", pass) } }, client);
    // Asking for the password, and the right password, use up no guesses.
    for (let i = 0; i < 5; i++) expect((await app.request("/inbox", {}, remote())).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(password)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await attempt(password)).status).toBe(429);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]?.[0])).toContain("203.0.113.9");
    expect((await attempt(password, remote("198.51.100.7"))).status).toBe(200);
  });

  it("checks no more wrong passwords than the limit when they come all at once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = createInbox({ dir, site, password, passwordAttempts: { limit: 3, windowMs: 60_000 } });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.request("/inbox", { headers: { Authorization: basic("inbox", `guess-${i}`) } }, remote()),
      ),
    );
    const checked = burst.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(50 - checked);
    expect(warn).toHaveBeenCalledTimes(checked);
  });

  it("caps wrong passwords from everyone together: a guesser with many addresses gets no more than 50 an hour", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = createInbox({ dir, site, password, trusts: parseTrustedProxies("loopback").trusts });
    const attempt = (pass: string, address: string) =>
      app.request("/inbox", { headers: { Authorization: basic("inbox", pass) } }, remote(address));
    const statuses = async (address: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 10; i++) seen.push((await attempt(`guess-${i}`, address)).status);
      return seen;
    };
    // Five addresses use up their ten guesses each: 50 in all.
    for (const address of ["127.0.0.1", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"])
      expect(await statuses(address), address).toEqual(Array(10).fill(401));
    // Any other client, by its own address or behind the trusted proxy, now gets 429, the right password too.
    expect(await statuses("127.0.0.7")).toEqual(Array(10).fill(429));
    const proxied = await app.request(
      "/inbox",
      { headers: { Authorization: basic("inbox", password), "X-Forwarded-For": "192.0.2.2" } },
      remote("127.0.0.1"),
    );
    expect(proxied.status).toBe(429);
    expect((await attempt(password, "127.0.0.8")).status).toBe(429);
    const said = warn.mock.calls.map((call) => String(call[0]));
    expect(said.filter((line) => /everyone|all clients/i.test(line))).toHaveLength(1);
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
    const first = await app.request("/inbox", {}, loopback);
    const page = await first.text();
    // How fast it answers is not timed here (a busy machine would fail it): a page of 50 is the guard.
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

  it("a page reads the file once at most, then only what was added and its own lines", async () => {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, INBOX_FILE);
    const lines = Array.from({ length: 2000 }, (_, i) => line(i, { name: `lead-${i}`, message: "2 BHK to Noida" }));
    writeFileSync(file, lines.join("\n") + "\n");
    const app = inbox();
    const page = async () => {
      const res = await app.request("/inbox", { headers: { Accept: "application/json" } }, loopback);
      return [res.headers.get("x-total-count"), ((await res.json()) as Submission[]).map((e) => e.fields.name)];
    };
    const read = await countBytesRead(file);
    const before = statSync(file).size;
    expect((await page())[0]).toBe("2000");
    expect(read.take()).toBeLessThan(1.5 * before);

    for (const name of ["new-1", "new-2", "new-3"])
      await app.request("/submit", { method: "POST", body: form({ access_key: accessKey, name }) }, remote());
    const added = statSync(file).size - before;
    const pageLines = readFileSync(file, "utf8").trimEnd().split("\n").slice(-PER_PAGE);
    read.take();
    const [total, names] = await page();
    expect([total, names?.slice(0, 4)]).toEqual(["2003", ["new-3", "new-2", "new-1", "lead-1999"]]);
    // The new bytes, the page's lines, and a few hundred bytes to check the file is the one indexed.
    expect(read.take()).toBeLessThanOrEqual(added + Buffer.byteLength(pageLines.join("\n")) + 256);
  });

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
