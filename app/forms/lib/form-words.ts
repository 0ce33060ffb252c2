import { useMemo } from "react";
import { useMatches } from "react-router";

import type { FormsWords, FormWords, PageForm } from "~/content/forms";
import type { FieldText, FormsContent } from "~/content/schemas/forms";

/** What a route's data holds of the forms' words: the layout's (app/routes/layout.tsx) or a page's. */
const formsOf = (data: unknown): FormWords | undefined =>
  typeof data === "object" && data !== null && "forms" in data ? (data as { forms: FormWords }).forms : undefined;

/** The forms' words of the page's routes together: the layout's and, where the page shows other forms, its own. */
function mergedFormWords(matches: readonly ({ loaderData: unknown } | undefined)[]): FormWords {
  const all = matches.map((m) => formsOf(m?.loaderData)).filter((f) => f !== undefined);
  return Object.assign({}, ...all, { fields: Object.assign({}, ...all.map((f) => f.fields)) }) as FormWords;
}

const missing = (what: string): never => {
  throw new Error(`No words for ${what} in the page's data: the loader of a page that shows it gives them`);
};

/** The forms' words in the page's language, from its routes' data (content/<language>/forms.json). */
function usePageFormWords() {
  const matches = useMatches();
  return useMemo(() => mergedFormWords(matches), [matches]);
}

/** What every form says (SPEC §4's sending and failure statuses among it). */
export type SharedFormWords = FormsContent["shared"];

/** What every form shares, and the text of a field by its id. */
export function useSharedFormWords() {
  const words = usePageFormWords();
  return {
    shared: words.shared ?? missing("the forms"),
    fieldText: (id: FieldText) => words.fields[id] ?? missing(`the field text "${id}"`),
  };
}

/** One form's words: its title, buttons and statuses. */
export function useFormWords<K extends PageForm | "popup" | "call">(form: K): FormsWords[K] {
  return (usePageFormWords()[form] as FormsWords[K] | undefined) ?? missing(`the form "${form}"`);
}
