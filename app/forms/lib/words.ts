import type { FormWords } from "~/forms/words";
import { useLanguage } from "~/i18n/strings";

/**
 * The forms' words in a language other than English (issue 18): each form's own words (title, button, messages)
 * typed by the English ones, and the field tables' texts (labels, hints, placeholders, option labels) by their
 * English text. That language's layout puts them in the language context, so English pages carry none of it; the
 * field names, values and payloads never change with the language.
 */
export interface FormTranslation {
  forms: FormWords;
  fieldText: Readonly<Record<string, string>>;
}

/** The one place the context's untyped slot is read: app/locales/hi/forms.ts declares it a FormTranslation. */
const useTranslation = () => useLanguage().forms as FormTranslation | undefined;

/** A form's words in the page's language; on English pages, the form's own. */
export function useFormWords<K extends keyof FormWords>(key: K, english: FormWords[K]): FormWords[K] {
  return useTranslation()?.forms[key] ?? english;
}

/** A field table's text in the page's language (app/forms/words.test.tsx checks each has one). */
export function useFieldText() {
  const fieldText = useTranslation()?.fieldText;
  return (english: string) => fieldText?.[english] ?? english;
}
