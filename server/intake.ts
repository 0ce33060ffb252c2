/**
 * Reading a submission's body and bounding its shape, so one visitor cannot make an entry that
 * breaks the inbox for everyone (deep nesting, thousands of fields, huge values).
 */
import type { Context } from "hono";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Sized for the site's largest form with room to spare: the free estimate with an inventory as
 * readable text (up to ~8,000 characters) and a compact JSON copy of it (the same words plus keys
 * and quotes). Counted in UTF-8 bytes, since bytes are what an entry takes in the store. A value may
 * take 48 KiB (49,152 bytes) so that 16 K characters of Hindi or Bengali, 3 bytes each, still fit,
 * and a field name 600 bytes for 200 such characters; as no UTF-16 unit takes more than 3 bytes, any
 * text of 16 K units (200 for a name) fits, whatever its script.
 */
export const LIMITS = {
  /** The body is level 1; the e-mail API's `template_params` is level 2. */
  depth: 3,
  /** Named values and list items at every level. */
  fields: 100,
  valueBytes: 3 * 16 * 1024,
  nameBytes: 3 * 200,
} as const;

interface FileInfo {
  file: string;
  size: number;
  type: string;
}
export type FieldValue = string | FileInfo | (string | FileInfo)[];
export type BodyKind = "json" | "multipart" | "urlencoded";
export interface Body {
  kind: BodyKind;
  fields: Record<string, unknown>;
}

/** A client mistake, answered with 400 in the provider's format. */
export class BadRequest extends Error {}

const shortName = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * NUL, or half of a surrogate pair (JSON can write one as an escape): no keyboard types them, and they break
 * what reads the inbox later (C strings, spreadsheets, strict UTF-8 encoders).
 */
const NOT_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first way the body breaks the limits, as a sentence for the visitor; null when it fits. */
export function shapeProblem(fields: Record<string, unknown>): string | null {
  let count = 0;
  const visit = (value: unknown, depth: number, name: string): string | null => {
    if (typeof value === "string") {
      if (NOT_TEXT.test(value)) return `The field ${shortName(name)} holds a character that is not text.`;
      return Buffer.byteLength(value) > LIMITS.valueBytes
        ? `The field ${shortName(name)} is too long: at most ${LIMITS.valueBytes} bytes (${LIMITS.valueBytes / 1024} KB).`
        : null;
    }
    if (value === null || typeof value !== "object") return null;
    if (depth > LIMITS.depth) return `The submission is nested too deeply: at most ${LIMITS.depth} levels.`;
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v) => [name, v])
      : Object.entries(value as Record<string, unknown>);
    for (const [key, child] of entries) {
      if (++count > LIMITS.fields) return `The submission has too many fields: at most ${LIMITS.fields}.`;
      if (Buffer.byteLength(key) > LIMITS.nameBytes)
        return `A field name is too long: at most ${LIMITS.nameBytes} bytes.`;
      if (NOT_TEXT.test(key)) return "A field name holds a character that is not text.";
      const problem = visit(child, depth + 1, key);
      if (problem) return problem;
    }
    return null;
  };
  return visit(fields, 1, "");
}

/** The three body formats the providers take, by media type. */
const KINDS = new Map<string, BodyKind>([
  ["application/json", "json"],
  ["multipart/form-data", "multipart"],
  ["application/x-www-form-urlencoded", "urlencoded"],
]);

/**
 * The kind of body a Content-Type names, matched as a whole: a prefix match would read
 * `application/jsonfoo` as JSON. Parameters (charset, boundary) follow the first `;`.
 */
const kindOf = (contentType: string) => KINDS.get((contentType.split(";")[0] ?? "").trim().toLowerCase());

const NOT_UTF8 = "The request body is not valid UTF-8.";

/** Fatal, because a replacement character would store text the visitor never sent. */
const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Form parsing keeps a leading byte order mark as a character; only JSON reads it as a marker. */
const utf8KeepingBom = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decode(bytes: Uint8Array, decoder = utf8KeepingBom): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new BadRequest(NOT_UTF8);
  }
}

function jsonFields(bytes: Uint8Array): Record<string, unknown> {
  const text = decode(bytes, utf8);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadRequest("The request body is not valid JSON.");
  }
  if (data === null || typeof data !== "object" || Array.isArray(data))
    throw new BadRequest("The request body must be a JSON object.");
  return data as Record<string, unknown>;
}

/**
 * application/x-www-form-urlencoded as the URL Standard parses it, except that bytes which are not
 * UTF-8, raw or written as percent-escapes, are refused where the standard would replace them.
 */
function urlencodedEntries(bytes: Uint8Array): [string, string][] {
  const entries: [string, string][] = [];
  for (const piece of decode(bytes).split("&")) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    entries.push(
      eq === -1 ? [unescapeForm(piece), ""] : [unescapeForm(piece.slice(0, eq)), unescapeForm(piece.slice(eq + 1))],
    );
  }
  return entries;
}

/** Browsers write a space in a form value as `+`, and a literal `+` as %2B. */
const unescapeForm = (text: string) => percentDecoded(text.replaceAll("+", " "));

/**
 * A run of %XX escapes stands for bytes, decoded together since one character takes up to four; a
 * `%` without two hex digits after it is kept as it is.
 */
function percentDecoded(text: string): string {
  if (!text.includes("%")) return text;
  const parts = text.split(/((?:%[0-9A-Fa-f]{2})+)/);
  return decode(
    Buffer.concat(parts.map((part, i) => (i % 2 ? Buffer.from(part.replaceAll("%", ""), "hex") : Buffer.from(part)))),
  );
}

/**
 * Repeated names become a list (a group of checkboxes), and a name ending in `[]` is always one.
 * Without a prototype, a field named `__proto__` is kept as a field rather than setting one.
 */
function collect(entries: Iterable<[string, string | FileInfo]>): Record<string, FieldValue> {
  const fields = Object.create(null) as Record<string, FieldValue>;
  for (const [name, value] of entries) {
    const seen = fields[name];
    if (seen === undefined) fields[name] = name.endsWith("[]") ? [value] : value;
    else if (Array.isArray(seen)) seen.push(value);
    else fields[name] = [seen, value];
  }
  return fields;
}

const CRLF = Buffer.from("\r\n");

/**
 * multipart/form-data (RFC 7578), read from the raw bytes so that each text field is decoded strictly.
 *
 * The body as a whole is not text, since a file part may hold any bytes. Splitting it before decoding
 * is sound: the delimiters (CRLF `--` boundary) and the CRLF ending each header line are ASCII, while
 * every byte of a multi-byte UTF-8 character is 0x80 or above, so no split falls inside a character;
 * and RFC 2046 (5.1.1) has the sender pick a boundary that occurs in no part, so each piece holds
 * exactly the bytes its sender wrote. Each header line (field and file names) and each text field is
 * then decoded with the fatal decoder. A part is a file when its Content-Disposition gives a file name
 * (RFC 7578, 4.2): its bytes are never decoded, and only its name, size and type are kept. The same
 * reading decides which parts are text and decodes them, so no text field reaches the store unchecked.
 */
function multipartEntries(body: Buffer, contentType: string): [string, string | FileInfo][] {
  const unreadable = () => new BadRequest("The form data could not be read.");
  const param = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;"]+))/i.exec(contentType);
  const boundary = param?.[1] ?? param?.[2] ?? "";
  if (boundary === "" || boundary.length > 70) throw unreadable();
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body or follow a preamble, which RFC 2046 says to ignore; with a
  // CRLF put before the body, it is found like the others (and at its index in the body).
  let at = Buffer.concat([CRLF, body]).indexOf(nextDelimiter);
  if (at === -1) throw unreadable();
  const entries: [string, string | FileInfo][] = [];
  for (;;) {
    at += delimiter.length;
    // The closing delimiter; an epilogue may follow, and is ignored too.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return entries;
    while (body[at] === 0x20 || body[at] === 0x09) at++;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw unreadable();
    at += 2;
    let name: string | null = null;
    let filename: string | null = null;
    let type = "text/plain";
    for (;;) {
      const end = body.indexOf(CRLF, at);
      if (end === -1) throw unreadable();
      const line = decode(body.subarray(at, end));
      at = end + 2;
      if (line === "") break;
      const colon = line.indexOf(":");
      if (colon < 1) throw unreadable();
      const header = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (header === "content-disposition") {
        const names = disposition(value);
        if (!names) throw unreadable();
        ({ name, filename } = names);
      } else if (header === "content-type") type = value;
    }
    const end = body.indexOf(nextDelimiter, at);
    if (name === null || end === -1) throw unreadable();
    const content = body.subarray(at, end);
    entries.push([
      name,
      filename === null ? decode(content) : { file: filename, size: content.length, type: fileType(type) },
    ]);
    at = end + 2;
  }
}

/**
 * The field and file name of `form-data; name="…"; filename="…"`. Browsers write a `"`, CR or LF in
 * them as %22, %0D or %0A, so those are turned back; a file name may also come as RFC 5987's
 * `filename*=utf-8''…`, which wins over a plain one. Null when the header is not form-data.
 */
function disposition(value: string): { name: string | null; filename: string | null } | null {
  const start = /^form-data\s*(?=;|$)/i.exec(value);
  if (!start) return null;
  const params = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^\s;"]+))\s*/y;
  param.lastIndex = start[0].length;
  for (let m = param.exec(value); m; m = param.exec(value)) {
    const quoted = m[2]?.replace(/%(22|0d|0a)/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    params.set((m[1] ?? "").toLowerCase(), quoted ?? m[3] ?? "");
  }
  const extended = params.get("filename*");
  const utf8Name = extended === undefined ? undefined : /^utf-8'[^']*'(.*)$/i.exec(extended)?.[1];
  if (extended !== undefined && utf8Name === undefined) return null;
  return {
    name: params.get("name") ?? null,
    filename: utf8Name !== undefined ? percentDecoded(utf8Name) : (params.get("filename") ?? null),
  };
}

/** As a File takes it: lower case, and empty unless printable ASCII. */
const fileType = (type: string) => (/^[\x20-\x7e]*$/.test(type) ? type.toLowerCase() : "");

export async function readBody(c: Context): Promise<Body> {
  const contentType = c.req.header("content-type") ?? "";
  const kind = kindOf(contentType);
  if (!kind)
    throw new BadRequest(
      "Unsupported content type: send JSON, multipart/form-data or application/x-www-form-urlencoded.",
    );
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await c.req.arrayBuffer());
  } catch {
    throw new BadRequest("The request body could not be read.");
  }
  const fields =
    kind === "json"
      ? jsonFields(bytes)
      : collect(kind === "urlencoded" ? urlencodedEntries(bytes) : multipartEntries(bytes, contentType));
  const problem = shapeProblem(fields);
  if (problem) throw new BadRequest(problem);
  return { kind, fields };
}
