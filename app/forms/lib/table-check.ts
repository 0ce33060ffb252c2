/**
 * A whole post judged against a form's field table, as the server receives it: the browser checks the same table
 * field by field (./field-table.ts), and a post can come from anywhere, not only from the form.
 */
import { languageName, locales } from "~/config/locales";

import { fieldProblem, type FieldSpec } from "./field-table";

/** Whether a `language` value is one the forms offer (the office's words: "Bengali"). */
export const isLanguageName = (value: unknown) => locales.some((l) => languageName[l] === value);

/**
 * The first way `fields` break the table, in words; null when the form could have sent them. `extra` names fields
 * the sender adds beyond the table (the e-mail SDK's own); any other field is one the form does not send.
 */
export function tableProblem(
  table: readonly FieldSpec[],
  fields: Record<string, unknown>,
  extra: readonly string[] = [],
): string | null {
  const names = new Set([...table.map((f) => f.name), ...extra]);
  const stray = Object.keys(fields).find((name) => !names.has(name));
  if (stray !== undefined) return `This form has no field ${JSON.stringify(stray.slice(0, 40))}.`;
  for (const field of table) {
    const value = fields[field.name];
    // A hidden field always carries a value in the browser; the page's language is one of the table's.
    if (field.kind === "hidden" && typeof value !== "string") return `${field.name}: Required`;
    if (field.pageLanguage && !isLanguageName(value)) return "Choose the language from the list.";
    const problem = typeof value === "string" || value === undefined ? fieldProblem(field, value ?? "") : "Text only";
    if (problem) return `${field.name}: ${problem}`;
  }
  return null;
}
