/**
 * Reading a submission's body and bounding its shape, so one visitor cannot make an entry that
 * breaks the inbox for everyone (deep nesting, thousands of fields, huge values).
 */
import type { Context } from "hono";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Sized for the site's largest form with room to spare: the free estimate with an inventory as
 * readable text (up to ~8 KB) and a compact JSON copy of it (the same words plus keys and quotes).
 * Counted in characters, so Hindi or Bengali text gets the same room as English.
 */
export const LIMITS = {
  /** The body is level 1; the e-mail API's `template_params` is level 2. */
  depth: 3,
  /** Named values and list items at every level. */
  fields: 100,
  valueChars: 16 * 1024,
  nameChars: 200,
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

/** The first way the body breaks the limits, as a sentence for the visitor; null when it fits. */
export function shapeProblem(fields: Record<string, unknown>): string | null {
  let count = 0;
  const visit = (value: unknown, depth: number, name: string): string | null => {
    if (typeof value === "string") {
      return value.length > LIMITS.valueChars
        ? `The field ${shortName(name)} is too long: at most ${LIMITS.valueChars} characters.`
        : null;
    }
    if (value === null || typeof value !== "object") return null;
    if (depth > LIMITS.depth) return `The submission is nested too deeply: at most ${LIMITS.depth} levels.`;
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v) => [name, v])
      : Object.entries(value as Record<string, unknown>);
    for (const [key, child] of entries) {
      if (++count > LIMITS.fields) return `The submission has too many fields: at most ${LIMITS.fields}.`;
      if (key.length > LIMITS.nameChars) return `A field name is too long: at most ${LIMITS.nameChars} characters.`;
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

/**
 * `+` is a space, and a run of %XX escapes stands for bytes, decoded together since one character
 * takes up to four; a `%` without two hex digits after it is kept as it is.
 */
function unescapeForm(text: string): string {
  const spaced = text.replaceAll("+", " ");
  if (!spaced.includes("%")) return spaced;
  const parts = spaced.split(/((?:%[0-9A-Fa-f]{2})+)/);
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

export async function readBody(c: Context): Promise<Body> {
  const kind = kindOf(c.req.header("content-type") ?? "");
  if (!kind)
    throw new BadRequest(
      "Unsupported content type: send JSON, multipart/form-data or application/x-www-form-urlencoded.",
    );
  let fields: Record<string, unknown>;
  if (kind === "multipart") {
    let parsed: Record<string, string | File | (string | File)[]>;
    try {
      parsed = await c.req.parseBody({ all: true });
    } catch {
      throw new BadRequest("The form data could not be read.");
    }
    const plain = (v: string | File) => (typeof v === "string" ? v : { file: v.name, size: v.size, type: v.type });
    fields = Object.fromEntries(
      Object.entries(parsed).map(([name, value]) => [name, Array.isArray(value) ? value.map(plain) : plain(value)]),
    );
  } else {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      throw new BadRequest("The request body could not be read.");
    }
    fields = kind === "json" ? jsonFields(bytes) : collect(urlencodedEntries(bytes));
  }
  const problem = shapeProblem(fields);
  if (problem) throw new BadRequest(problem);
  return { kind, fields };
}
