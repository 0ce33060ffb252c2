/**
 * The inbox's JSON-lines file. A record is acknowledged only once every byte of it is on disk
 * (written in full, then fsync'd); a failed append is cut back off, so the file holds whole records
 * only. Readers recover records from lines a crash tore or glued together; a page is read through
 * an index of the record lines (line-index.ts). A stalled disk gets a deadline and a bound on the
 * writes waiting for it, so every visitor gets an answer and waiting requests cannot pile up.
 */
import { createReadStream } from "node:fs";
import { type FileHandle, mkdir, open, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { createInterface } from "node:readline";

import { createLineIndex } from "./line-index.ts";

export interface Submission {
  id: string;
  receivedAt: string;
  provider: "form-to-email" | "email-service";
  route: string;
  client: string;
  /** The payload's fingerprint (dedupe.ts), by which a retry is known after a restart; absent in older records. */
  fingerprint?: string;
  fields: Record<string, unknown>;
}

/** Writes part of `data` and says how many bytes went out; injectable so tests can simulate a full disk. */
export type WriteChunk = (handle: FileHandle, data: Uint8Array, offset: number, length: number) => Promise<number>;

const writeChunk: WriteChunk = async (handle, data, offset, length) =>
  (await handle.write(data, offset, length)).bytesWritten;

/** The submission could not be stored; nothing of it is left in the file. */
export class StoreError extends Error {}

/** The disk did not answer in time. The write goes on and may still store the record. */
export class StoreTimeout extends StoreError {}

const NEWLINE = 0x0a;

export interface StoreOptions {
  /** Test hook: the file-writing function (to simulate a full or frozen disk). */
  write?: WriteChunk;
  /** How long a submission waits for the disk before it is refused. */
  timeoutMs?: number;
  /** Writes queued or under way beyond which a submission is refused at once instead of queued. */
  maxInFlight?: number;
}

// A healthy disk stores a record in milliseconds; ten seconds is a stalled one, and still well inside
// the time a browser or proxy gives a request.
const TIMEOUT_MS = 10_000;
// Far above the inbox's real traffic, yet a frozen disk holds at most this many records in memory.
const MAX_IN_FLIGHT = 32;

export function createStore(
  file: string,
  { write = writeChunk, timeoutMs = TIMEOUT_MS, maxInFlight = MAX_IN_FLIGHT }: StoreOptions = {},
) {
  // Appends are queued so two submissions never interleave in the file.
  let queue: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  const index = createLineIndex(file, (line) => recoverLine(line)[0]);

  async function appendNow(record: Submission) {
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(file, "a+");
    try {
      const { size } = await handle.stat();
      let data = Buffer.from(JSON.stringify(record) + "\n");
      // A crash mid-write can leave a fragment without its newline; never glue this record onto it.
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== NEWLINE) data = Buffer.concat([Buffer.from("\n"), data]);
      }
      try {
        let offset = 0;
        while (offset < data.length) {
          const written = await write(handle, data, offset, data.length - offset);
          if (!(written > 0)) throw new Error("the disk took no more bytes");
          offset += written;
        }
        await handle.sync();
      } catch (error) {
        // A reader may have indexed the bytes being cut, and the next append will write others in their place.
        index.invalidate();
        await handle
          .truncate(size)
          .catch((e: unknown) => console.error("Inbox: could not cut back a failed append", e));
        throw error;
      }
    } finally {
      await handle.close().catch((e: unknown) => console.error("Inbox: could not close the file", e));
    }
  }

  /**
   * Resolves once the record is durably stored, however long the disk takes; rejects with StoreError
   * otherwise, at once when too many writes are waiting already.
   */
  function persist(record: Submission): Promise<void> {
    if (inFlight >= maxInFlight) {
      console.error(`Inbox: ${inFlight} submissions are waiting for the disk; refusing more`);
      return Promise.reject(new StoreError("Too many submissions are waiting for the disk."));
    }
    inFlight++;
    const done = queue.then(() => appendNow(record));
    queue = done.catch(() => undefined);
    return done
      .finally(() => inFlight--)
      .catch((error: unknown) => {
        console.error("Inbox: submission not stored", error);
        throw new StoreError("The submission could not be stored.", { cause: error });
      });
  }

  /** Waits for a write up to the deadline; past it rejects with StoreTimeout, leaving the write to go on. */
  function withinDeadline(written: Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        console.error(`Inbox: the disk did not store a submission within ${timeoutMs} ms`);
        reject(new StoreTimeout("The disk did not store the submission in time."));
      }, timeoutMs);
      written.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }

  /** Resolves once the record is durably stored; rejects with StoreError otherwise or past the deadline. */
  const append = (record: Submission) => withinDeadline(persist(record));

  return { file, append, persist, withinDeadline, page: index.page, records: () => readRecords(file) };
}

const isSubmission = (value: unknown): value is Submission =>
  typeof value === "object" && value !== null && typeof (value as Submission).id === "string";

const RECORD_START = '{"id":"';

/**
 * The records on one line: normally one. A torn record followed by a whole one (a crash, then a
 * restart that appended before the newline fix) gives the whole one; a lone fragment gives none.
 * Inside a record every quote is escaped, so `{"id":"` can only start a record.
 */
export function recoverLine(line: string): Submission[] {
  if (!line.trim()) return [];
  try {
    const value: unknown = JSON.parse(line);
    return isSubmission(value) ? [value] : [];
  } catch {
    for (let at = line.indexOf(RECORD_START, 1); at !== -1; at = line.indexOf(RECORD_START, at + 1)) {
      try {
        const value: unknown = JSON.parse(line.slice(at));
        if (isSubmission(value)) return [value];
      } catch {
        // Not the start of a whole record: try the next one.
      }
    }
    return [];
  }
}

/** Every record in the order received, streamed line by line (the file never has to fit in one string). */
export async function* readRecords(file: string): AsyncGenerator<Submission> {
  try {
    await stat(file);
  } catch {
    return;
  }
  const input = createReadStream(file, "utf8");
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) yield* recoverLine(line);
  } finally {
    // A reader that stops early (an export cut off) must not leave the file open.
    lines.close();
    input.destroy();
  }
}

/** Start-up check: the folder exists or can be made, and the file can be opened for appending. */
export async function checkWritable(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, "a");
  await handle.close();
}
