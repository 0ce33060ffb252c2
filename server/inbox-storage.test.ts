// @vitest-environment node
/** The local inbox when storing fails: a full disk, short writes, torn lines, unexpected errors. */
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { sentLeads } from "./form-leads.ts";
import { createInbox, INBOX_FILE, STORE_FAILURE, type Submission } from "./inbox.ts";
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
import type { WriteChunk } from "./store.ts";

withFreshInboxDir();

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
          template_params: { ...sentLeads.callback, name: "x".repeat(2000) },
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
