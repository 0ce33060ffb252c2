// @vitest-environment node
/** The local inbox on a disk that stalls: every submission gets an answer in time, and waiting ones are bounded. */
import { describe, expect, it, vi } from "vitest";

import { createInbox, type InboxOptions, STORE_FAILURE } from "./inbox.ts";
import {
  accessKey,
  dir,
  form,
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
      template_params: { name: "Ravi" },
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
