/**
 * Serving the pre-built files over HTTP: the pre-compressed copy the client prefers (q-values
 * honoured), `Vary: Accept-Encoding` on every compressible answer, validators (ETag,
 * Last-Modified) with 304 answers, and single byte ranges (an invalid or multi-range header
 * gets the whole file with 200, an unsatisfiable one 416).
 */
import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { join, posix, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";

import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { getMimeType } from "hono/utils/mime";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** A pre-rendered page's data for in-app navigation (React Router's `.data` files), typed as its own server sends it. */
const mimeType = (file: string) => (file.endsWith(".data") ? "text/x-script" : getMimeType(file));

/** In the server's order of preference when the client likes them equally. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The encoding to send, among those on disk: the client's highest q-value (`*` stands for any not
 * named; q=0 refuses), the server's order breaking ties; identity when nothing fits or the client
 * explicitly prefers identity.
 */
function chooseEncoding(header: string | undefined, available: readonly string[]): string {
  if (!header) return "identity";
  const accepted = parseAccept(header).map((a) => ({ name: a.type.toLowerCase(), q: a.q }));
  const q = (name: string) => accepted.find((a) => a.name === name)?.q ?? accepted.find((a) => a.name === "*")?.q ?? 0;
  let best = "identity";
  let bestQ = 0;
  for (const name of available) {
    if (q(name) > bestQ) [best, bestQ] = [name, q(name)];
  }
  const identity = accepted.find((a) => a.name === "identity");
  return identity && identity.q > bestQ ? "identity" : best;
}

export type RangeAnswer = { start: number; end: number } | "whole" | "unsatisfiable";

/**
 * One `bytes=` range against a size. Anything malformed, several ranges, or an inverted range is
 * ignored (the whole file, as RFC 9110 allows); a well-formed range beyond the end is unsatisfiable.
 */
function parseRange(header: string, size: number): RangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return "whole";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "whole";
  if (from === "") {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (to !== "" && Number(to) < start) return "whole";
  if (start >= size) return "unsatisfiable";
  return { start, end: to === "" ? size - 1 : Math.min(Number(to), size - 1) };
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, "");
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/** RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only without it. */
function notModified(c: Context, etag: string, modified: Date): boolean {
  const noneMatch = c.req.header("if-none-match");
  if (noneMatch !== undefined)
    return noneMatch.trim() === "*" || noneMatch.split(",").some((tag) => stripWeak(tag) === etag);
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  return !Number.isNaN(since) && wholeSeconds(modified) <= since;
}

/** If-Range: the range applies only to the representation the client already has part of. */
function rangeStillValid(c: Context, etag: string, modified: Date): boolean {
  const ifRange = c.req.header("if-range")?.trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  if (ifRange.startsWith("W/")) return false;
  return Date.parse(ifRange) === wholeSeconds(modified);
}

export interface SendOptions {
  status?: 200 | 404;
  /** Extra headers of this answer (cache rules, CSP). */
  headers?: Record<string, string>;
}

/** Answers with one file from disk; conditional requests and ranges apply to 200 answers only. */
export async function sendFile(c: Context, file: string, stats: Stats, { status = 200, headers = {} }: SendOptions) {
  const type = mimeType(file) ?? "application/octet-stream";
  const out = new Headers({ "Content-Type": type });
  let path = file;
  let size = stats.size;
  let modified = stats.mtime;
  let encoding = "identity";
  if (COMPRESSIBLE.test(type)) {
    out.set("Vary", "Accept-Encoding");
    const copies = await Promise.all(
      ENCODINGS.map(async ([name, ext]) => [name, await fileStats(file + ext)] as const),
    );
    const available = copies.filter(([, s]) => s).map(([name]) => name);
    encoding = chooseEncoding(c.req.header("accept-encoding"), available);
    const copy = copies.find(([name]) => name === encoding)?.[1];
    if (copy) {
      out.set("Content-Encoding", encoding);
      path = file + ENCODINGS.find(([name]) => name === encoding)![1];
      size = copy.size;
      modified = copy.mtime;
    }
  }
  // One tag per stored representation: size and time of the file, and its encoding.
  const etag = `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}${encoding === "identity" ? "" : `-${encoding}`}"`;
  out.set("ETag", etag);
  out.set("Last-Modified", modified.toUTCString());
  for (const [name, value] of Object.entries(headers)) out.set(name, value);

  if (status === 200 && notModified(c, etag, modified)) {
    for (const name of ["Content-Type", "Content-Encoding"]) out.delete(name);
    return new Response(null, { status: 304, headers: out });
  }

  let range: { start: number; end: number } | null = null;
  if (status === 200) {
    out.set("Accept-Ranges", "bytes");
    const header = c.req.header("range");
    if (header && c.req.method === "GET" && rangeStillValid(c, etag, modified)) {
      const answer = parseRange(header, size);
      if (answer === "unsatisfiable") {
        out.set("Content-Range", `bytes */${size}`);
        out.delete("Content-Type");
        return new Response(null, { status: 416, headers: out });
      }
      if (answer !== "whole") range = answer;
    }
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  out.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) out.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const body =
    c.req.method === "HEAD" || size === 0
      ? null
      : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status: range ? 206 : status, headers: out });
}

/**
 * The build path a URL path names: decoded, dot segments and repeated or trailing slashes resolved, as the
 * lookup reads it ("/_headers/" and "/%5fheaders" are "/_headers"); null when it cannot be decoded.
 */
export function lookupPath(urlPath: string): string | null {
  try {
    return posix.resolve("/", decodeURIComponent(urlPath));
  } catch {
    return null;
  }
}

/** The file a URL path names under `root` (a folder means its index.html), or null. */
async function findFile(root: string, urlPath: string): Promise<{ file: string; stats: Stats } | null> {
  const path = lookupPath(urlPath);
  if (path === null) return null;
  const base = resolve(root);
  let file = resolve(join(base, path));
  if (file !== base && !file.startsWith(base + sep)) return null;
  let stats = await stat(file).catch(() => null);
  if (stats?.isDirectory()) {
    file = join(file, "index.html");
    stats = await stat(file).catch(() => null);
  }
  return stats?.isFile() ? { file, stats } : null;
}

/** Static files under `root`; `headersFor` gives each file's extra headers from its path in the build ("/about/index.html"). */
export function staticFiles(
  root: string,
  headersFor: (buildPath: string) => Record<string, string>,
): MiddlewareHandler {
  const base = resolve(root);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const found = await findFile(base, c.req.path);
    if (!found) return next();
    const buildPath = "/" + relative(base, found.file).split(sep).join("/");
    return sendFile(c, found.file, found.stats, { headers: headersFor(buildPath) });
  };
}
