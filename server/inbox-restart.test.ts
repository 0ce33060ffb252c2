// @vitest-environment node
/**
 * A retry after the server was killed: the answer to the first request was lost with the process, so the visitor
 * sends the same content to a new one, which must take it for the first and not store a second lead.
 */
import { appendFileSync, statSync, truncateSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { postedLeads } from "./form-leads.ts";
import { createInbox, INBOX_FILE } from "./inbox.ts";
import { dir, remote, site, stored, withFreshInboxDir } from "./inbox-fixture.ts";
import { readRecords } from "./store.ts";

withFreshInboxDir();

const HOLE = 1024 ** 3;

/** The names of the records after `offset`, read without loading what comes before. */
async function namesAfter(file: string, offset: number) {
  const handle = await open(file);
  try {
    const tail = Buffer.alloc(statSync(file).size - offset);
    await handle.read(tail, 0, tail.length, offset);
    return tail
      .toString("utf8")
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { fields: { name: string } }).fields.name);
  } finally {
    await handle.close();
  }
}

const lead = postedLeads["quote pop-up"];
const post = (app: ReturnType<typeof createInbox>, fields: object = lead) =>
  app.request(
    "/submit",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) },
    remote(),
  );

describe("a retry after a restart", () => {
  it("is answered as the first and not stored again: each record carries its payload's fingerprint", async () => {
    expect((await post(createInbox({ dir, site }))).status).toBe(200);
    // A new process on the same file: the first one's memory is gone.
    const restarted = await post(createInbox({ dir, site }));
    expect(restarted.status).toBe(200);
    expect(await restarted.json()).toEqual({ success: true, message: expect.any(String) });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]?.fingerprint).toMatch(/^[\w-]{43}$/);
    // Other content is another lead.
    expect((await post(createInbox({ dir, site }), { ...lead, phone: "9876543211" })).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it("is known behind a line torn by the crash", async () => {
    expect((await post(createInbox({ dir, site }))).status).toBe(200);
    appendFileSync(join(dir, INBOX_FILE), '{"id":"5f1c","receivedAt":"20');
    expect((await post(createInbox({ dir, site }))).status).toBe(200);
    const records = [];
    for await (const record of readRecords(join(dir, INBOX_FILE))) records.push(record);
    expect(records).toHaveLength(1);
  });

  it("is stored again when the first is older than the window", async () => {
    expect((await post(createInbox({ dir, site, dedupeWindowMs: 50 }))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 80));
    expect((await post(createInbox({ dir, site, dedupeWindowMs: 50 }))).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it("reads only the end of the file: a huge inbox of older records does not hold up the start", async () => {
    const file = join(dir, INBOX_FILE);
    const old = { ...lead, name: "Old" };
    expect((await post(createInbox({ dir, site }), old)).status).toBe(200);
    const oldLine = `${JSON.stringify({ ...stored()[0], receivedAt: "2020-01-01T00:00:00.000Z" })}\n`;
    // A gigabyte of zeros (a sparse file: no disk used) after the first record, then an old one, then this window's:
    // read from the start, the first record would be found; read line by line, the zeros would not fit in a string.
    truncateSync(file, HOLE);
    appendFileSync(file, `\n${oldLine}`);
    expect((await post(createInbox({ dir, site }))).status).toBe(200);
    const started = Date.now();
    expect((await post(createInbox({ dir, site }))).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // The old record's copy is outside the window: a new lead.
    expect((await post(createInbox({ dir, site }), old)).status).toBe(200);
    expect(await namesAfter(file, HOLE)).toEqual(["Old", "Asha Verma", "Old"]);
  });
});
