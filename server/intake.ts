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

export type FieldValue = string | string[] | { file: string; size: number; type: string };
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

export async function readBody(c: Context): Promise<Body> {
  const kind = kindOf(c.req.header("content-type") ?? "");
  if (!kind)
    throw new BadRequest(
      "Unsupported content type: send JSON, multipart/form-data or application/x-www-form-urlencoded.",
    );
  let body: Body;
  if (kind === "json") {
    let data: unknown;
    try {
      data = await c.req.json();
    } catch {
      throw new BadRequest("The request body is not valid JSON.");
    }
    if (data === null || typeof data !== "object" || Array.isArray(data))
      throw new BadRequest("The request body must be a JSON object.");
    body = { kind: "json", fields: data as Record<string, unknown> };
  } else {
    let parsed: Record<string, string | File | (string | File)[]>;
    try {
      parsed = await c.req.parseBody({ all: true });
    } catch {
      throw new BadRequest("The form data could not be read.");
    }
    const fields: Record<string, FieldValue> = {};
    const plain = (v: string | File) => (typeof v === "string" ? v : { file: v.name, size: v.size, type: v.type });
    for (const [name, value] of Object.entries(parsed)) {
      fields[name] = Array.isArray(value) ? (value.map(plain) as string[]) : plain(value);
    }
    body = { kind, fields };
  }
  const problem = shapeProblem(body.fields);
  if (problem) throw new BadRequest(problem);
  return body;
}
