// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

import { canonicalJson, createDedupe, fingerprint } from "./dedupe.ts";

describe("the fingerprint", () => {
  it("is the same for the same fields in any order, at every level, and differs for other values", () => {
    const a = { name: "Asha", params: { phone: "98", city: "Noida" }, items: ["sofa", "bed"] };
    const b = { items: ["sofa", "bed"], params: { city: "Noida", phone: "98" }, name: "Asha" };
    expect(canonicalJson(b)).toBe('{"items":["sofa","bed"],"name":"Asha","params":{"city":"Noida","phone":"98"}}');
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint({ ...a, items: ["bed", "sofa"] })).not.toBe(fingerprint(a));
    expect(fingerprint({ ...a, name: "Asha " })).not.toBe(fingerprint(a));
  });
});

describe("remembering writes", () => {
  /** A write the test settles by hand. */
  function manualWrite() {
    let settle!: (ok: boolean) => void;
    const promise = new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error("disk failed")));
    });
    return { promise, settle };
  }

  it("a copy sent while the first is being written waits on that write instead of starting another", async () => {
    const recent = createDedupe();
    const first = manualWrite();
    const start = vi.fn(() => first.promise);
    const a = recent.once("k", start);
    const b = recent.once("k", start);
    expect(b).toBe(a);
    first.settle(true);
    await b;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("a copy of one stored within the window settles at once; after the window it is written anew", async () => {
    let clock = 0;
    const recent = createDedupe({ windowMs: 1000, now: () => clock });
    const start = vi.fn(() => Promise.resolve());
    await recent.once("k", start);
    clock = 999;
    await recent.once("k", start);
    expect(start).toHaveBeenCalledTimes(1);
    clock = 1000;
    await recent.once("k", start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("forgets a write that failed, so the retry is written anew", async () => {
    const recent = createDedupe();
    const failing = manualWrite();
    const first = recent.once("k", () => failing.promise);
    failing.settle(false);
    await expect(first).rejects.toThrow("disk failed");
    const start = vi.fn(() => Promise.resolve());
    await recent.once("k", start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries fingerprints, forgetting the oldest first", async () => {
    const recent = createDedupe({ maxEntries: 3 });
    const start = vi.fn(() => Promise.resolve());
    for (const key of ["a", "b", "c", "d"]) await recent.once(key, start);
    expect(recent.size()).toBe(3);
    await recent.once("b", start);
    expect(start).toHaveBeenCalledTimes(4);
    await recent.once("a", start);
    expect(start).toHaveBeenCalledTimes(5);
  });
});
