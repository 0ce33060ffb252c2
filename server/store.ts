/**
 * The inbox's JSON-lines file. A record is acknowledged only once every byte of it is on disk
 * (written in full, then fsync'd); a failed append is cut back off, so the file holds whole records
 * only. Readers recover records from lines a crash tore or glued together.
 */
import { createReadStream } from "node:fs";
import { type FileHandle, mkdir, open, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { createInterface } from "node:readline";

export interface Submission {
  id: string;
  receivedAt: string;
  provider: "form-to-email" | "email-service";
  route: string;
  client: string;
  fields: Record<string, unknown>;
}

/** Writes part of `data` and says how many bytes went out; injectable so tests can simulate a full disk. */
export type WriteChunk = (handle: FileHandle, data: Uint8Array, offset: number, length: number) => Promise<number>;

const writeChunk: WriteChunk = async (handle, data, offset, length) =>
  (await handle.write(data, offset, length)).bytesWritten;

/** The submission could not be stored; nothing of it is left in the file. */
export class StoreError extends Error {}

const NEWLINE = 0x0a;

export function createStore(file: string, { write = writeChunk }: { write?: WriteChunk } = {}) {
  // Appends are queued so two submissions never interleave in the file.
  let queue: Promise<unknown> = Promise.resolve();

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
        await handle
          .truncate(size)
          .catch((e: unknown) => console.error("Inbox: could not cut back a failed append", e));
        throw error;
      }
    } finally {
      await handle.close().catch((e: unknown) => console.error("Inbox: could not close the file", e));
    }
  }

  /** Resolves once the record is durably stored; rejects with StoreError otherwise. */
  function append(record: Submission): Promise<void> {
    const done = queue.then(() => appendNow(record));
    queue = done.catch(() => undefined);
    return done.catch((error: unknown) => {
      console.error("Inbox: submission not stored", error);
      throw new StoreError("The submission could not be stored.", { cause: error });
    });
  }

  return { file, append, records: () => readRecords(file) };
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
    // A reader that stops early (one page) must not leave the file open.
    lines.close();
    input.destroy();
  }
}

/** One page, newest first (page 1 = the newest `perPage`), and the total count. Two passes keep memory to one page. */
export async function readPage(file: string, page: number, perPage: number) {
  let total = 0;
  for await (const _ of readRecords(file)) total++;
  const first = Math.max(0, total - page * perPage);
  const last = total - (page - 1) * perPage;
  const entries: Submission[] = [];
  let index = 0;
  if (last > 0) {
    for await (const record of readRecords(file)) {
      if (index >= first && index < last) entries.push(record);
      if (++index >= last) break;
    }
  }
  return { total, entries: entries.reverse() };
}

/** Start-up check: the folder exists or can be made, and the file can be opened for appending. */
export async function checkWritable(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, "a");
  await handle.close();
}
