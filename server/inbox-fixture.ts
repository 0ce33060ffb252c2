/**
 * What the local inbox's tests share: the site's keys, a client on this machine or elsewhere, a form body, a
 * fresh folder for each test's submissions, and a disk that stalls.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { createInbox, INBOX_FILE, type Submission } from "./inbox.ts";
import type { WriteChunk } from "./store.ts";

export const site = loadSiteConfig({});
export const { accessKey } = site.forms;
export const { publicKey, serviceId, templates } = site.emailService;

export const loopback = {
  incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50000, remoteFamily: "IPv4" } },
};
export const remote = (address = "203.0.113.9") => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: "IPv4" } },
});

/** The current test's inbox folder (see withFreshInboxDir). */
export let dir: string;

/** Gives each test of the file its own empty inbox folder, removed afterwards. */
export function withFreshInboxDir() {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "inbox-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
}

/** The submissions stored in the current test's folder. */
export const stored = (): Submission[] => {
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

/** The inbox on the current test's folder, with a limit no test reaches unless it asks for one. */
export function inbox(rateLimit = { limit: 1000, windowMs: 60_000 }) {
  return createInbox({ dir, site, rateLimit });
}

export const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

const realWrite: WriteChunk = async (h, d, o, l) => (await h.write(d, o, l)).bytesWritten;

/**
 * A disk that takes no byte until the test thaws it (the waiting writes go through) or breaks it (they fail); either
 * way it works normally afterwards. `reached` settles once a write waits on it: the submission is past its checks.
 */
export function stalledDisk() {
  let stalled = true;
  let release!: (works: boolean) => void;
  const released = new Promise<boolean>((resolve) => (release = resolve));
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const write: WriteChunk = async (handle, data, offset, length) => {
    if (stalled) {
      reach();
      if (!(await released)) throw Object.assign(new Error("EIO: i/o error"), { code: "EIO" });
    }
    return realWrite(handle, data, offset, length);
  };
  const end = (works: boolean) => {
    stalled = false;
    release(works);
  };
  return { write, reached, thaw: () => end(true), fail: () => end(false) };
}

// Taken before any test fakes the clock: a hang must fail the test even while timers are frozen.
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

/** The promise's outcome, or a rejection if it has not settled within `ms` of real time (a hang fails fast). */
export function settlesWithin<T>(promise: T | Promise<T>, ms = 1000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = realSetTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
    Promise.resolve(promise)
      .then(resolve, reject)
      .finally(() => realClearTimeout(timer));
  });
}
