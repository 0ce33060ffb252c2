/**
 * The fingerprints of the submissions stored in the last window, read from the end of the inbox file when the
 * server starts: a visitor whose answer was lost when the server died sends the same content again to the next
 * process, which must take it for the first. Only the tail is read, however large the file has grown.
 */
import { open } from "node:fs/promises";

import { recoverLine } from "./store.ts";

const CHUNK = 64 * 1024;
/** Longer than any record can be (a 1 MB body, every character escaped): beyond it, no record starts. */
const MAX_LINE = 8 * 1024 * 1024;
const NEWLINE = 0x0a;

/** [fingerprint, received at (ms)] of the records received at or after `since`, oldest first, at most `max`. */
export async function recentFingerprints(file: string, since: number, max: number): Promise<[string, number][]> {
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return [];
  const found: [string, number][] = [];
  try {
    let end = (await handle.stat()).size;
    // The start of the line the last chunk began in, whose beginning lies further back.
    let rest = Buffer.alloc(0);
    while (end > 0) {
      const start = Math.max(0, end - CHUNK);
      const chunk = Buffer.alloc(end - start);
      await handle.read(chunk, 0, chunk.length, start);
      const data = Buffer.concat([chunk, rest]);
      let lineEnd = data.length;
      for (;;) {
        const newline = lineEnd === 0 ? -1 : data.lastIndexOf(NEWLINE, lineEnd - 1);
        // The chunk's first line may begin in the one before it.
        if (newline === -1 && start > 0) break;
        for (const record of recoverLine(data.subarray(newline + 1, lineEnd).toString("utf8"))) {
          const received = Date.parse(record.receivedAt);
          // Records are appended in the order received: the first one older than the window ends the search.
          if (received < since) return found.reverse();
          if (record.fingerprint && !Number.isNaN(received)) found.push([record.fingerprint, received]);
          if (found.length >= max) return found.reverse();
        }
        if (newline === -1) break;
        lineEnd = newline;
      }
      rest = data.subarray(0, lineEnd);
      if (rest.length > MAX_LINE) break;
      end = start;
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return found.reverse();
}
