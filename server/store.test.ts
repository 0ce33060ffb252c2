// @vitest-environment node
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { settlesWithin, stalledDisk } from "./inbox-fixture.ts";
import {
  checkWritable,
  createStore,
  readRecords,
  recoverLine,
  StoreError,
  StoreTimeout,
  type Submission,
  type WriteChunk,
} from "./store.ts";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "store-"));
  file = join(dir, "inbox", "submissions.jsonl");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const record = (name: string, size = 0): Submission => ({
  id: `id-${name}`,
  receivedAt: "2026-01-01T00:00:00.000Z",
  provider: "form-to-email",
  route: "/submit",
  client: "203.0.113.9",
  fields: { name, note: "x".repeat(size) },
});

async function all(): Promise<Submission[]> {
  const out: Submission[] = [];
  for await (const r of readRecords(file)) out.push(r);
  return out;
}

const realWrite: WriteChunk = async (h, d, o, l) => (await h.write(d, o, l)).bytesWritten;

/** A disk that takes `room` more bytes, then fails with ENOSPC. */
function diskWithRoom(room: number): WriteChunk {
  let left = room;
  return async (handle, data, offset, length) => {
    if (left <= 0) throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    const n = Math.min(left, length);
    left -= n;
    return realWrite(handle, data, offset, n);
  };
}

describe("appending", () => {
  it("keeps writing after short writes until every byte is out", async () => {
    const trickle: WriteChunk = (h, d, o, l) => realWrite(h, d, o, Math.min(l, 100));
    const store = createStore(file, { write: trickle });
    await store.append(record("long", 7000));
    expect((await all()).map((r) => r.fields.note)).toEqual(["x".repeat(7000)]);
  });

  it("on a full disk cuts the partial record back off and rejects, leaving earlier records whole", async () => {
    await createStore(file).append(record("first"));
    const before = readFileSync(file);
    const full = createStore(file, { write: diskWithRoom(502) });
    await expect(full.append(record("second", 7000))).rejects.toBeInstanceOf(StoreError);
    expect(readFileSync(file)).toEqual(before);
    // Space freed: the next submission is stored and readable.
    await createStore(file).append(record("third"));
    expect((await all()).map((r) => r.fields.name)).toEqual(["first", "third"]);
  });

  it("rejects when the disk takes no bytes at all, instead of looping", async () => {
    const stuck: WriteChunk = async () => 0;
    await expect(createStore(file, { write: stuck }).append(record("x"))).rejects.toBeInstanceOf(StoreError);
    expect(readFileSync(file, "utf8")).toBe("");
  });

  it("never glues a record onto a torn last line", async () => {
    await createStore(file).append(record("before"));
    appendFileSync(file, '{"id":"torn","receivedAt":"2026'); // a crash mid-write
    await createStore(file).append(record("after"));
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines.at(-2)).toBe(JSON.stringify(record("after")));
    expect((await all()).map((r) => r.fields.name)).toEqual(["before", "after"]);
  });

  it("serialises concurrent appends", async () => {
    const store = createStore(file, { maxInFlight: 50 });
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(record(`n${i}`, 500))));
    expect(await all()).toHaveLength(50);
  });
});

describe("a stalled disk", () => {
  it("past the deadline rejects with StoreTimeout, and the write still lands when the disk thaws", async () => {
    const disk = stalledDisk();
    const store = createStore(file, { write: disk.write, timeoutMs: 50 });
    const late = store.append(record("late"));
    await expect(settlesWithin(late, 2000)).rejects.toBeInstanceOf(StoreTimeout);
    disk.thaw();
    // Queued behind the late record, so it settles only once that one is on disk; no deadline, as a
    // busy machine's fsync may take longer than this test's short one.
    await store.persist(record("next"));
    expect((await all()).map((r) => r.fields.name)).toEqual(["late", "next"]);
  });

  it("refuses at once beyond the bound of writes in flight, timed-out ones included", async () => {
    const disk = stalledDisk();
    const store = createStore(file, { write: disk.write, timeoutMs: 50, maxInFlight: 2 });
    const first = store.persist(record("first"));
    await expect(settlesWithin(store.append(record("second")), 2000)).rejects.toBeInstanceOf(StoreTimeout);
    const refused = settlesWithin(store.append(record("third")), 1000);
    await expect(refused).rejects.toBeInstanceOf(StoreError);
    await expect(refused).rejects.not.toBeInstanceOf(StoreTimeout);
    disk.thaw();
    await first;
    await store.persist(record("fourth"));
    expect((await all()).map((r) => r.fields.name)).toEqual(["first", "second", "fourth"]);
  });

  it("a write that fails after its deadline rejects, and the file keeps only whole records", async () => {
    await createStore(file).append(record("before"));
    const disk = stalledDisk();
    const store = createStore(file, { write: disk.write, timeoutMs: 50 });
    const written = store.persist(record("lost"));
    await expect(settlesWithin(store.withinDeadline(written), 2000)).rejects.toBeInstanceOf(StoreTimeout);
    // On a busy machine the deadline can pass before the write reaches the disk; it must fail there, not
    // find the disk already mended.
    await settlesWithin(disk.reached, 2000);
    disk.fail();
    await expect(written).rejects.toBeInstanceOf(StoreError);
    expect((await all()).map((r) => r.fields.name)).toEqual(["before"]);
  });
});

describe("reading", () => {
  it("recovers the record glued onto a fragment, and skips lone fragments", () => {
    const whole = JSON.stringify(record("glued"));
    expect(recoverLine(`{"id":"torn","fields":{"na${whole}`).map((r) => r.fields.name)).toEqual(["glued"]);
    expect(recoverLine('{"id":"torn","fie')).toEqual([]);
    expect(recoverLine("")).toEqual([]);
    expect(recoverLine("[1,2]")).toEqual([]);
  });
});

describe("reading a page", () => {
  const line = (name: string, size = 0) => JSON.stringify(record(name, size));
  const names = async (store: ReturnType<typeof createStore>, page: number, perPage = 3) => {
    const { total, entries } = await store.page(page, perPage);
    return [total, entries.map((e) => e.fields.name)];
  };

  it("pages newest first with the total", async () => {
    writeFileSync(join(dir, "p.jsonl"), Array.from({ length: 7 }, (_, i) => line(`n${i}`)).join("\n") + "\n");
    const store = createStore(join(dir, "p.jsonl"));
    expect(await names(store, 1)).toEqual([7, ["n6", "n5", "n4"]]);
    expect(await names(store, 3)).toEqual([7, ["n0"]]);
    expect(await names(store, 4)).toEqual([7, []]);
    expect(await createStore(join(dir, "missing.jsonl")).page(1, 3)).toEqual({ total: 0, entries: [] });
  });

  it("counts whole records only: torn and glued lines, and a last line still being written", async () => {
    mkdirSync(dirname(file), { recursive: true });
    const torn = ['{"id":"torn","receivedAt":"20', `{"id":"torn2","fie${line("n1")}`, ""];
    writeFileSync(file, [line("n0"), ...torn, line("n2")].join("\n") + '\n{"id":"half","rec');
    const store = createStore(file);
    expect(await names(store, 1, 2)).toEqual([3, ["n2", "n1"]]);
    expect(await names(store, 2, 2)).toEqual([3, ["n0"]]);
    // Written after a newline of its own, which turns the half line into a fragment.
    await store.append(record("n3"));
    expect(await names(store, 1, 2)).toEqual([4, ["n3", "n2"]]);
    appendFileSync(file, line("n4").slice(0, 20));
    expect(await names(store, 1, 2)).toEqual([4, ["n3", "n2"]]);
    appendFileSync(file, line("n4").slice(20) + "\n");
    expect(await names(store, 1, 2)).toEqual([5, ["n4", "n3"]]);
  });

  it("starts afresh when the file got shorter, was replaced, or was rewritten in place", async () => {
    const store = createStore(file);
    for (let i = 0; i < 10; i++) await store.append(record(`n${i}`));
    expect(await names(store, 1)).toEqual([10, ["n9", "n8", "n7"]]);
    const kept = readFileSync(file, "utf8").split("\n").slice(0, 4).join("\n") + "\n";
    truncateSync(file, Buffer.byteLength(kept));
    expect(await names(store, 1)).toEqual([4, ["n3", "n2", "n1"]]);
    expect(await names(store, 2)).toEqual([4, ["n0"]]);

    const restored = join(dir, "restored.jsonl");
    writeFileSync(restored, Array.from({ length: 12 }, (_, i) => line(`r${i}`, 5)).join("\n") + "\n");
    renameSync(restored, file);
    expect(await names(store, 1)).toEqual([12, ["r11", "r10", "r9"]]);
    // The oldest page comes from lines indexed before: wrong if the old offsets were kept.
    expect(await names(store, 4)).toEqual([12, ["r2", "r1", "r0"]]);
    writeFileSync(file, Array.from({ length: 15 }, (_, i) => line(`w${i}`, 9)).join("\n") + "\n");
    expect(await names(store, 1)).toEqual([15, ["w14", "w13", "w12"]]);
    expect(await names(store, 5)).toEqual([15, ["w2", "w1", "w0"]]);
  });

  it("after a failed append is cut back, pages show only what is stored", async () => {
    let failing = false;
    const disk = stalledDisk();
    const flaky: WriteChunk = async (handle, data, offset, length) => {
      if (!failing) return realWrite(handle, data, offset, length);
      // All of it on disk, where a reader sees it, but one byte reported missing: the next write fails.
      if (offset === 0) return (await realWrite(handle, data, offset, length)) - 1;
      return disk.write(handle, data, offset, length);
    };
    const store = createStore(file, { write: flaky });
    await store.append(record("a"));
    failing = true;
    const cutBack = store.persist(record("r", 100));
    await disk.reached;
    expect(await names(store, 1)).toEqual([2, ["r", "a"]]);
    disk.fail();
    await expect(cutBack).rejects.toBeInstanceOf(StoreError);
    failing = false;
    await store.append(record("s", 300));
    expect(await names(store, 1)).toEqual([2, ["s", "a"]]);
  });
});

describe("the start-up check", () => {
  it("creates the folder and passes when it is writable", async () => {
    await checkWritable(file);
    expect(readFileSync(file, "utf8")).toBe("");
  });

  it("fails when the folder cannot be made (a file stands in the way)", async () => {
    writeFileSync(join(dir, "blocker"), "");
    await expect(checkWritable(join(dir, "blocker", "inbox", "submissions.jsonl"))).rejects.toThrow();
  });
});
