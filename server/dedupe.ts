/**
 * Remembers submissions by a fingerprint of their content, so that a visitor who sends the same form again (their
 * first try was answered 503 while the disk stalled, or the answer was lost) does not become a second lead. A
 * retry shares the write still under way, or is acknowledged at once if the first was stored a moment ago; a
 * write that failed is forgotten, so the retry stores anew.
 */
import { createHash } from "node:crypto";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with every object's keys sorted: the same fields sent in another order give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

export const fingerprint = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest("base64url");

export interface DedupeOptions {
  /** How long after it was stored a submission's copy is still taken for a retry. */
  windowMs?: number;
  /** How many stored fingerprints are remembered at most; the oldest go first. */
  maxEntries?: number;
  /** Test hook: the clock. */
  now?: () => number;
}

// A visitor who saw an error retries within minutes; after a quarter of an hour the same text is more likely
// a new request (the same family asking again) than a retry.
const WINDOW_MS = 15 * 60_000;
// About 1.5 MB of memory: the site's real traffic never comes near it in one window, and under a flood
// forgetting the oldest only risks a duplicate lead, never a lost one.
const MAX_ENTRIES = 10_000;

export function createDedupe({ windowMs = WINDOW_MS, maxEntries = MAX_ENTRIES, now = Date.now }: DedupeOptions = {}) {
  // Bounded by the store's limit on writes in flight: a refused write is forgotten as soon as it fails.
  const pending = new Map<string, Promise<void>>();
  // In the order stored, so the oldest are first to go.
  const stored = new Map<string, number>();

  function prune() {
    const cutoff = now() - windowMs;
    for (const [key, at] of stored) {
      if (at > cutoff && stored.size <= maxEntries) break;
      stored.delete(key);
    }
  }

  function remember(key: string, write: Promise<void>) {
    pending.set(key, write);
    write.then(
      () => {
        pending.delete(key);
        stored.set(key, now());
        prune();
      },
      () => pending.delete(key),
    );
  }

  /**
   * The write for this fingerprint: the one under way if any, an already settled one if it was stored within
   * the window, else the one `start` begins.
   */
  function once(key: string, start: () => Promise<void>): Promise<void> {
    prune();
    if (stored.has(key)) return Promise.resolve();
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const write = start();
    remember(key, write);
    return write;
  }

  /**
   * Remembers fingerprints stored before this process started (oldest first), so a retry of what a killed
   * process stored is known too. Called before the first `once`.
   */
  function restore(entries: Iterable<[string, number]>) {
    for (const [key, at] of entries) stored.set(key, at);
    prune();
  }

  /** When the oldest stored submission still taken for a retry was stored, and how many are kept at most. */
  const reach = () => ({ since: now() - windowMs, max: maxEntries });

  return { once, restore, reach, size: () => pending.size + stored.size };
}
