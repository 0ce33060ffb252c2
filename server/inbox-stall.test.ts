// @vitest-environment node
/**
 * The local inbox on a disk that stalls, and a visitor sending the same submission again: every submission gets an
 * answer in time, the writes waiting are bounded, and a retry never becomes a second lead.
 */
import { describe, expect, it, vi } from "vitest";

import { postedLeads, sentLeads } from "./form-leads.ts";
import { createInbox, type InboxOptions, STORE_FAILURE } from "./inbox.ts";
import {
  accessKey,
  dir,
  form,
  inbox,
  publicKey,
  remote,
  serviceId,
  settlesWithin,
  site,
  stalledDisk,
  stored,
  templates,
  withFreshInboxDir,
} from "./inbox-fixture.ts";

withFreshInboxDir();

const DEADLINE = 10_000;

/** An inbox on a stalled disk, whose deadline passes only when the test moves the clock. */
function stalledInbox(options: Partial<InboxOptions> = {}) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const disk = stalledDisk();
  const app = createInbox({ dir, site, write: disk.write, writeTimeoutMs: DEADLINE, ...options });
  const submit = (fields: Record<string, string>) =>
    app.request("/submit", { method: "POST", body: form({ access_key: accessKey, ...fields }) }, remote());
  return { app, disk, submit };
}

/** Waits until `count` submissions wait for the disk, each on its deadline timer (the only timer faked). */
const waitingForDisk = (count: number) => vi.waitFor(() => expect(vi.getTimerCount()).toBe(count));

describe("a stalled disk", () => {
  it("answers /submit 503 in its JSON at the deadline; the lead lands when the disk thaws", async () => {
    const { disk, submit } = stalledInbox();
    const res = submit({ name: "Asha" });
    await disk.reached;
    vi.advanceTimersByTime(DEADLINE);
    expect((await settlesWithin(res)).status).toBe(503);
    expect(await (await res).json()).toEqual({ success: false, message: STORE_FAILURE });
    disk.thaw();
    await vi.waitFor(() => expect(stored().map((e) => e.fields.name)).toEqual(["Asha"]));
  });

  it("answers the e-mail API 503 in its plain text at the deadline", async () => {
    const { app, disk } = stalledInbox();
    const body = JSON.stringify({
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: sentLeads.callback,
    });
    const headers = { "Content-Type": "application/json" };
    const res = app.request("/api/v1.0/email/send", { method: "POST", headers, body }, remote());
    await disk.reached;
    vi.advanceTimersByTime(DEADLINE);
    expect((await settlesWithin(res)).status).toBe(503);
    expect((await res).headers.get("content-type")).toMatch(/^text\/plain/);
    disk.thaw();
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
  });

  it("answers 503 at once beyond the bound of writes in flight, instead of queueing without end", async () => {
    const { disk, submit } = stalledInbox({ maxWritesInFlight: 1 });
    const waiting = submit({ name: "first" });
    await disk.reached;
    const refused = await settlesWithin(submit({ name: "second" }));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ success: false, message: STORE_FAILURE });
    disk.thaw();
    expect((await waiting).status).toBe(200);
    expect(stored().map((e) => e.fields.name)).toEqual(["first"]);
  });
});

describe("a retried submission", () => {
  const { access_key: _, ...lead } = postedLeads["insurance quote"];

  it("waits on the stalled write, with the same deadline, and gets 200 once it lands: one lead", async () => {
    const { disk, submit } = stalledInbox();
    const first = submit(lead);
    await disk.reached;
    vi.advanceTimersByTime(DEADLINE);
    expect((await settlesWithin(first)).status).toBe(503);

    const tooSoon = submit(lead);
    await waitingForDisk(1);
    vi.advanceTimersByTime(DEADLINE);
    expect((await settlesWithin(tooSoon)).status).toBe(503);

    const retry = submit(lead);
    await waitingForDisk(1);
    disk.thaw();
    const res = await settlesWithin(retry);
    expect([res.status, await res.json()]).toEqual([200, { success: true, message: expect.any(String) }]);
    expect(stored()).toHaveLength(1);

    expect((await settlesWithin(submit(lead))).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it("after the stalled write failed, is stored anew", async () => {
    const { disk, submit } = stalledInbox();
    const first = submit(lead);
    await disk.reached;
    vi.advanceTimersByTime(DEADLINE);
    expect((await settlesWithin(first)).status).toBe(503);
    // A copy waiting on the write when it fails shares its failure.
    const waiting = submit(lead);
    await waitingForDisk(1);
    disk.fail();
    expect((await settlesWithin(waiting)).status).toBe(503);
    expect(stored()).toEqual([]);

    expect((await settlesWithin(submit(lead))).status).toBe(200);
    expect(stored().map((e) => e.fields.name)).toEqual([lead.name]);
  });

  it("after a write refused outright (a full disk), is stored anew", async () => {
    let full = true;
    const app = createInbox({
      dir,
      site,
      write: async (handle, data, offset, length) => {
        if (full) throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
        return (await handle.write(data, offset, length)).bytesWritten;
      },
    });
    const submit = () =>
      app.request("/submit", { method: "POST", body: form({ access_key: accessKey, ...lead }) }, remote());
    expect((await submit()).status).toBe(503);
    full = false;
    expect((await submit()).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it("stored moments ago is acknowledged in each provider's format without a second record", async () => {
    const app = inbox();
    const json = (path: string, body: object, client = remote()) =>
      app.request(
        path,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
        client,
      );
    const res = [
      await json("/submit", { access_key: accessKey, ...lead }),
      // The same fields in another order, from another address (a phone moving between networks).
      await json(
        "/submit",
        { ...Object.fromEntries(Object.entries(lead).reverse()), access_key: accessKey },
        remote("198.51.100.4"),
      ),
    ];
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    expect(await res[1]?.json()).toEqual({ success: true, message: expect.any(String) });
    const email = {
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: sentLeads.callback,
    };
    for (let i = 0; i < 2; i++) {
      const sent = await json("/api/v1.0/email/send", email);
      expect([sent.status, await sent.text()]).toEqual([200, "OK"]);
    }
    expect(stored().map((e) => e.provider)).toEqual(["form-to-email", "email-service"]);

    // Any difference is another lead.
    expect((await json("/submit", { access_key: accessKey, ...lead, phone: "9876543211" })).status).toBe(200);
    expect(stored()).toHaveLength(3);
    expect(stored()[2]?.fields.phone).toBe("9876543211");
  });

  it("is stored again once the window has passed", async () => {
    const app = createInbox({ dir, site, dedupeWindowMs: 0 });
    for (let i = 0; i < 2; i++)
      await app.request("/submit", { method: "POST", body: form({ access_key: accessKey, ...lead }) }, remote());
    expect(stored()).toHaveLength(2);
  });
});
