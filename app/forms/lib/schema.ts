// zod/mini: the same schemas at a fraction of the bytes the browser downloads.
import { z } from "zod/mini";

export type FieldKind = "text" | "email" | "tel" | "date" | "url" | "select" | "textarea" | "hidden";
export interface Option {
  value: string;
  label: string;
}

/**
 * One field of a form. The same table gives the rendered input its native constraints
 * (required, type, pattern, maxLength, inputMode) and builds the zod schema that shapes the payload,
 * so the two cannot drift.
 */
export interface FieldSpec {
  /** The name the provider receives, exactly as the spec writes it. */
  name: string;
  kind: FieldKind;
  label?: string;
  /** The field's rule in words, shown under it. */
  hint?: string;
  /** Visible fields are required unless this is false; hidden fields always carry a value. */
  required?: boolean;
  /** An HTML `pattern` (the whole value must match). */
  pattern?: string;
  maxLength?: number;
  inputMode?: "numeric" | "tel" | "email" | "text" | "url";
  autoComplete?: string;
  /** Strip every non-digit as the visitor types or pastes. */
  digitsOnly?: boolean;
  options?: readonly Option[];
  /** The select's blank first option, which never counts as a choice. */
  placeholder?: string;
  /** For hidden fields: the fixed value (omit when it is set at run time). */
  value?: string;
  /** Visible default (e.g. "India"). */
  defaultValue?: string;
  rows?: number;
}

const HTML_EMAIL = z.regexes.html5Email;

function fieldSchema(f: FieldSpec): z.ZodMiniType<string> {
  if (f.kind === "hidden") return f.value === undefined ? z.string() : z.literal(f.value);
  const checks: z.core.$ZodCheck<string>[] = [];
  if (f.kind === "email") checks.push(z.regex(HTML_EMAIL, "Enter a valid e-mail address"));
  if (f.kind === "url") checks.push(z.regex(/^https?:\/\/\S+$/, "Enter a link starting with https://"));
  if (f.kind === "date") checks.push(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"));
  if (f.pattern) checks.push(z.regex(new RegExp(`^(?:${f.pattern})$`, "u")));
  if (f.maxLength !== undefined) checks.push(z.maxLength(f.maxLength));
  let schema: z.ZodMiniType<string> = checks.length ? z.string().check(...checks) : z.string();
  if (f.kind === "select" && f.options) {
    const values = [...new Set(f.options.map((o) => o.value))] as [string, ...string[]];
    schema = z.enum(values);
  }
  const required = f.required !== false;
  return required
    ? schema.check(z.refine((v: string) => v.trim() !== "", "Required"))
    : z.union([z.literal(""), schema]);
}

export interface FormDef<N extends string> {
  fields: readonly (FieldSpec & { name: N })[];
  byName: Record<N, FieldSpec>;
  schema: z.ZodMiniType<Record<N, string>>;
}

/** The form's single schema: its field table and the zod object built from it. */
export function defineForm<const N extends string>(fields: readonly (FieldSpec & { name: N })[]): FormDef<N> {
  const byName = Object.fromEntries(fields.map((f) => [f.name, f])) as unknown as Record<N, FieldSpec>;
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
  return { fields, byName, schema: z.strictObject(shape) as unknown as z.ZodMiniType<Record<N, string>> };
}

/** The payload of a form element, in the table's order, checked against the schema. */
export function readForm<N extends string>(def: FormDef<N>, form: HTMLFormElement) {
  const data = new FormData(form);
  const raw = Object.fromEntries(def.fields.map((f) => [f.name, String(data.get(f.name) ?? "")]));
  return def.schema.safeParse(raw);
}

/** A FormData holding exactly the payload, in order. */
export function toFormData(payload: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) data.append(name, value);
  return data;
}

/** The shared phone rule (SPEC §9: phone 10 digits). */
export const TEN_DIGITS = { pattern: "[0-9]{10}", maxLength: 10, inputMode: "numeric", digitsOnly: true } as const;
