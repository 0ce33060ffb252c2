/**
 * Where the records sit in a JSON-lines file that grows at its end: the byte range of every newline-terminated
 * line that holds one. Each read first scans only the bytes added since the last, so a page reads its own lines
 * plus what is new, however long the file. A line still being written (no newline yet) waits for the next read.
 */
import { type FileHandle, open } from "node:fs/promises";

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/** The end of the last line indexed, compared on each read: a file rewritten in place rarely keeps it. */
const TAIL = 256;

interface Line {
  start: number;
  /** Offset of its newline. */
  end: number;
  bytes: Buffer;
}

/** The newline-terminated lines of `handle` between `from` (a line start) and `to`, read in chunks. */
async function* linesBetween(handle: FileHandle, from: number, to: number): AsyncGenerator<Line> {
  let start = from;
  let parts: Buffer[] = [];
  for (let at = from; at < to;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, to - at));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, at);
    // The file got shorter while being read: what was read is still whole lines.
    if (bytesRead === 0) return;
    const read = chunk.subarray(0, bytesRead);
    let next = 0;
    for (let nl = read.indexOf(NEWLINE); nl !== -1; nl = read.indexOf(NEWLINE, next)) {
      parts.push(read.subarray(next, nl));
      yield { start, end: at + nl, bytes: parts.length === 1 ? parts[0]! : Buffer.concat(parts) };
      parts = [];
      start = at + nl + 1;
      next = nl + 1;
    }
    parts.push(read.subarray(next));
    at += bytesRead;
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await handle.read(buffer, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return buffer.subarray(0, got);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** `parse` gives the line's record, or undefined for a line that holds none (a torn fragment, a blank line). */
export function createLineIndex<T>(file: string, parse: (line: string) => T | undefined) {
  let starts: number[] = [];
  let ends: number[] = [];
  /** Bytes scanned: the offset just past the last newline. */
  let indexed = 0;
  let tail: Buffer = Buffer.alloc(0);
  let inode = -1;
  let stale = false;
  // One read at a time, so two never extend the index at once.
  let queue: Promise<unknown> = Promise.resolve();

  function reset(ino: number) {
    starts = [];
    ends = [];
    indexed = 0;
    tail = Buffer.alloc(0);
    inode = ino;
    stale = false;
  }

  /** Whether the file is still the one indexed: not replaced, cut back or rewritten in place. */
  async function stillIndexed(handle: FileHandle, ino: number, size: number) {
    if (stale || ino !== inode || size < indexed) return false;
    return (await readAt(handle, indexed - tail.length, tail.length)).equals(tail);
  }

  async function extend(handle: FileHandle, size: number) {
    let last: Line | undefined;
    for await (const line of linesBetween(handle, indexed, size)) {
      if (parse(line.bytes.toString("utf8")) !== undefined) {
        starts.push(line.start);
        ends.push(line.end);
      }
      indexed = line.end + 1;
      last = line;
    }
    // A copy (concat makes one): a view would keep the whole chunk it was read into.
    if (last) tail = Buffer.concat([last.bytes.subarray(-(TAIL - 1)), Buffer.of(NEWLINE)]);
  }

  /** The records of index positions [first, last), in file order, from one read of the bytes they span. */
  async function recordsBetween(handle: FileHandle, first: number, last: number): Promise<T[]> {
    if (first >= last) return [];
    const base = starts[first]!;
    const span = await readAt(handle, base, ends[last - 1]! - base);
    const records: T[] = [];
    for (let i = first; i < last; i++) {
      const record = parse(span.subarray(starts[i]! - base, ends[i]! - base).toString("utf8"));
      if (record !== undefined) records.push(record);
    }
    return records;
  }

  async function pageNow(page: number, perPage: number) {
    let handle: FileHandle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if (!isMissing(error)) throw error;
      reset(-1);
      return { total: 0, entries: [] };
    }
    try {
      const { ino, size } = await handle.stat();
      if (!(await stillIndexed(handle, ino, size))) reset(ino);
      await extend(handle, size);
      const total = starts.length;
      const first = Math.max(0, total - page * perPage);
      const last = Math.max(0, total - (page - 1) * perPage);
      return { total, entries: (await recordsBetween(handle, first, last)).reverse() };
    } finally {
      await handle.close();
    }
  }

  /** One page, newest first (page 1 = the newest `perPage`), and the total count. */
  function page(page: number, perPage: number): Promise<{ total: number; entries: T[] }> {
    const result = queue.then(() => pageNow(page, perPage));
    queue = result.catch(() => undefined);
    return result;
  }

  /** The file lost bytes this index may hold (a failed append was cut back): scan it afresh on the next read. */
  function invalidate() {
    stale = true;
  }

  return { page, invalidate };
}
