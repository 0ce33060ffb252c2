import { type Ref, useId } from "react";

import { RefreshCw } from "~/components/icons";

import { useSharedFormWords } from "./form-words";

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 font-mono text-base tracking-widest text-ink uppercase shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";

/**
 * The code to copy, and its entry box. The entry has no `name`, so it is never part of what the form sends.
 * `code` is empty until the page's script has made one (no random number in the pre-rendered HTML).
 */
export function Captcha({
  code,
  inputRef,
  hint,
  pattern,
  inputMode,
  onRefresh,
}: {
  code: string;
  inputRef: Ref<HTMLInputElement>;
  hint: string;
  pattern: string;
  inputMode: "numeric" | "text";
  onRefresh?: () => void;
}) {
  const id = useId();
  const { shared: words } = useSharedFormWords();
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
      <div>
        <p className="text-sm font-semibold text-brand-900" id={`${id}-code-label`}>
          {words.securityCode}
        </p>
        <div className="mt-1 flex items-center gap-2">
          {/* Latin letters, spaced apart to copy, on Hindi pages too (app.css "Indic typography"). */}
          <output
            lang="en"
            aria-labelledby={`${id}-code-label`}
            data-testid="captcha-code"
            className="inline-flex min-h-11 min-w-36 items-center justify-center rounded-lg border border-dashed border-brand-300 bg-brand-50 px-4 font-mono text-xl font-bold tracking-widest text-brand-900 select-all"
          >
            {code || "······"}
          </output>
          {onRefresh && (
            <button type="button" onClick={onRefresh} className="btn-outline btn-sm" aria-label={words.refreshCode}>
              <RefreshCw aria-hidden="true" className="size-4" /> {words.refresh}
            </button>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
          {words.typeCode}
        </label>
        <input
          id={id}
          lang="en"
          ref={inputRef}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={6}
          pattern={pattern}
          inputMode={inputMode}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
