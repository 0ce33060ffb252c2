import { type FocusEvent, type FormEvent, useId } from "react";

import { languageName } from "~/config/locales";
import { useLocale } from "~/i18n/strings";
import { normaliseMobile } from "~/lib/phone";

import { type FieldSpec, normalisePhoneInput } from "./field-table";
import { useSharedFormWords } from "./form-words";

const inputBase =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none user-invalid:border-danger";

interface FieldProps {
  spec: FieldSpec;
  /** Overrides the table's default (e.g. a prefill). */
  defaultValue?: string;
  /** Runtime value of a hidden field. */
  value?: string;
  className?: string;
}

/**
 * One field from its table entry: label, native constraints, and the rule as hint text, in the page's language
 * (the name, values and defaults stay the table's, so the payload is the same in every language).
 */
export function Field({ spec, defaultValue, value, className = "" }: FieldProps) {
  const id = useId();
  const locale = useLocale();
  const { shared: words, fieldText: t } = useSharedFormWords();
  if (spec.kind === "hidden") {
    const fixed = spec.pageLanguage ? languageName[locale] : spec.value;
    return <input type="hidden" name={spec.name} value={value ?? fixed ?? ""} />;
  }

  const required = spec.required !== false;
  const hintId = `${id}-hint`;
  const initial = defaultValue ?? spec.defaultValue;
  const common = {
    id,
    name: spec.name,
    required,
    "aria-describedby": spec.hint ? hintId : undefined,
    autoComplete: spec.autoComplete,
  };

  let control;
  if (spec.kind === "select") {
    control = (
      <select {...common} defaultValue={initial ?? ""} className={inputBase}>
        <option value="" disabled>
          {spec.placeholder ? t(spec.placeholder) : words.chooseOne}
        </option>
        {spec.options?.map((o) => (
          <option key={o.label} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === "textarea") {
    control = (
      <textarea
        {...common}
        defaultValue={initial}
        rows={spec.rows ?? 3}
        maxLength={spec.maxLength}
        className={inputBase}
      />
    );
  } else {
    // Phone numbers are tidied when the visitor leaves the field, so autofill's "+91 98765 43210" shows as the
    // 10 digits that will be sent, and a number that cannot be a mobile says why at once, in the page's language
    // (the input carries the rule's words for the check before sending).
    const phone = spec.phone
      ? {
          "data-rule": words.phoneRule,
          onBlur: (e: FocusEvent<HTMLInputElement>) => normalisePhoneInput(e.currentTarget),
          onInput: (e: FormEvent<HTMLInputElement>) => e.currentTarget.setCustomValidity(""),
        }
      : {};
    control = (
      <input
        {...common}
        {...phone}
        type={spec.kind}
        defaultValue={spec.phone && initial ? (normaliseMobile(initial) ?? initial) : initial}
        pattern={spec.pattern}
        maxLength={spec.maxLength}
        inputMode={spec.inputMode}
        className={inputBase}
      />
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {spec.label && t(spec.label)}
        {!required && <span className="font-normal text-ink-muted"> {words.optional}</span>}
      </label>
      {control}
      {spec.hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {t(spec.hint)}
        </p>
      )}
    </div>
  );
}
