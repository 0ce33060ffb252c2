import type { FieldText } from "~/content/schemas/forms";
import { normaliseMobile, PHONE_MESSAGE, PHONE_PATTERN } from "~/lib/phone";

export type FieldKind = "text" | "email" | "tel" | "date" | "url" | "select" | "textarea" | "hidden";
export interface Option {
  value: string;
  label: FieldText;
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
  /** The texts a field shows are named by their ids in the forms' words (content/<language>/forms.json). */
  label?: FieldText;
  /** The field's rule in words, shown under it. */
  hint?: FieldText;
  /** Visible fields are required unless this is false; hidden fields always carry a value. */
  required?: boolean;
  /** An HTML `pattern` (the whole value must match). */
  pattern?: string;
  maxLength?: number;
  inputMode?: "numeric" | "tel" | "email" | "text" | "url";
  autoComplete?: string;
  /** An Indian mobile number: typed any common way, sent as the spec's 10 digits (see ~/lib/phone). */
  phone?: boolean;
  options?: readonly Option[];
  /** The select's blank first option, which never counts as a choice. */
  placeholder?: FieldText;
  /** For hidden fields: the fixed value (omit when it is set at run time). */
  value?: string;
  /** For the hidden language field: the value is the language of the page the form is on. */
  pageLanguage?: true;
  /** Visible default (e.g. "India"). */
  defaultValue?: string;
  rows?: number;
}

/** The e-mail rule browsers apply to type="email" (HTML standard), so script and browser agree. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const KIND_RULES: Partial<Record<FieldKind, [RegExp, string]>> = {
  email: [HTML_EMAIL, "Enter a valid e-mail address"],
  url: [/^https?:\/\/\S+$/, "Enter a link starting with https://"],
  date: [/^\d{4}-\d{2}-\d{2}$/, "Choose a date"],
};

/**
 * The problem with one value under its field's rules, or null. These are the same rules the rendered
 * input carries as native constraints; checking them again here guards the payload itself.
 * (A few lines instead of a schema library keep the quote pop-up inside the home page's script budget.)
 */
export function fieldProblem(f: FieldSpec, value: string): string | null {
  if (f.kind === "hidden") return f.value === undefined || value === f.value ? null : "Unexpected value";
  if (value.trim() === "") return f.required === false ? null : "Required";
  if (f.phone) return normaliseMobile(value) === value ? null : PHONE_MESSAGE;
  const rule = KIND_RULES[f.kind];
  if (rule && !rule[0].test(value)) return rule[1];
  if (f.pattern && !new RegExp(`^(?:${f.pattern})$`, "u").test(value)) return "Does not match the format";
  if (f.maxLength !== undefined && value.length > f.maxLength) return `At most ${f.maxLength} characters`;
  if (f.kind === "select" && f.options && !f.options.some((o) => o.value === value)) return "Choose one of the options";
  return null;
}

export interface FormDef<N extends string> {
  fields: readonly (FieldSpec & { name: N })[];
  byName: Record<N, FieldSpec>;
}

export type CheckResult<N extends string> =
  { success: true; data: Record<N, string> } | { success: false; issues: { field: N; message: string }[] };

/** The ids of the texts a form's fields show: the forms' words give each in every language. */
export const textIds = (fields: readonly FieldSpec[]): FieldText[] =>
  fields
    .flatMap((f) => [f.label, f.hint, f.placeholder, ...(f.options ?? []).map((o) => o.label)])
    .filter((id) => id !== undefined);

/** The form's single schema: its field table drives the rendered constraints and the payload check. */
export function defineForm<const N extends string>(table: readonly (FieldSpec & { name: N })[]): FormDef<N> {
  const byName = Object.fromEntries(table.map((f) => [f.name, f])) as unknown as Record<N, FieldSpec>;
  return { fields: table, byName };
}

/** Checks a payload against the table: exactly the table's fields, each within its rules. */
export function checkPayload<N extends string>(def: FormDef<N>, raw: Record<string, string>): CheckResult<N> {
  const issues: { field: N; message: string }[] = [];
  for (const f of def.fields) {
    const problem = fieldProblem(f, raw[f.name] ?? "");
    if (problem) issues.push({ field: f.name, message: problem });
  }
  for (const name of Object.keys(raw)) {
    if (!(name in def.byName)) issues.push({ field: name as N, message: "Unknown field" });
  }
  if (issues.length) return { success: false, issues };
  const data = Object.fromEntries(def.fields.map((f) => [f.name, raw[f.name] ?? ""])) as Record<N, string>;
  return { success: true, data };
}

/**
 * Rewrites a phone input to the 10 digits it holds ("+91 98765 43210" → "9876543210"), or marks it
 * invalid with the rule in words: the page language's, which the input carries (Field), else English. Done in
 * the element itself because the e-mail SDK sends the form's own fields.
 */
export function normalisePhoneInput(el: HTMLInputElement) {
  const raw = el.value.trim();
  const digits = raw === "" ? "" : normaliseMobile(raw);
  if (digits !== null) el.value = digits;
  el.setCustomValidity(digits === null ? (el.dataset.rule ?? PHONE_MESSAGE) : "");
}

/** The payload of a form element, in the table's order, checked against the table. */
export function readForm<N extends string>(def: FormDef<N>, form: HTMLFormElement) {
  for (const f of def.fields) {
    const el = form.elements.namedItem(f.name);
    if (f.phone && el instanceof HTMLInputElement) normalisePhoneInput(el);
  }
  const data = new FormData(form);
  const raw = Object.fromEntries(def.fields.map((f) => [f.name, String(data.get(f.name) ?? "")]));
  return checkPayload(def, raw);
}

/** A FormData holding exactly the payload, in order. */
export function toFormData(payload: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) data.append(name, value);
  return data;
}

/**
 * The shared phone rule (SPEC §9: phone 10 digits): the visitor may type +91, 91 or 0 in front and
 * spaces, dashes or brackets between; the payload carries the 10 digits.
 */
export const PHONE_FIELD = { phone: true, pattern: PHONE_PATTERN, maxLength: 20, inputMode: "tel" } as const;

/**
 * Every form tells the office the visitor's language (the page's, in English words: "Bengali"), so the call back
 * can be in it. The one field a form sends beyond the spec's; the others are the same in every language.
 */
export const LANGUAGE_FIELD = { name: "language", kind: "hidden", pageLanguage: true } as const;

/** The e-mail service forms' mobile number (call back, enquiry): SPEC §3 names it contact_number. */
export const CONTACT_NUMBER_FIELD = {
  name: "contact_number",
  kind: "tel",
  label: "mobileNumber",
  hint: "tenDigitMobile",
  autoComplete: "tel-national",
  ...PHONE_FIELD,
} as const;
