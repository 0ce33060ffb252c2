import { type FormEvent, useEffect, useId, useState } from "react";

import { site } from "~/config/site";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocalize } from "~/i18n/strings";

import { Field } from "./field";
import { type FormDef, readForm } from "./field-table";
import { cardClass, gridTwo } from "./form-parts";
import { formServiceAction } from "./form-to-email-client";

/** Where the provider sends the visitor after a form post: this site's /thank-you (or `path`), on whatever origin serves it. */
export const thankYouUrl = (origin = site.url, path = "/thank-you") => `${origin}${path}`;

/**
 * The provider's `redirect` field: pre-rendered with the configured site URL, the origin actually serving the page
 * once its script runs. Only this input is drawn again at that moment, not the form.
 */
function ReturnAddress({ path }: { path: string }) {
  const redirect = useHydrated() ? thankYouUrl(window.location.origin, path) : thankYouUrl(site.url, path);
  return <input type="hidden" name="redirect" value={redirect} />;
}

/**
 * A real browser form post to the form-to-email service (IBA and insurance quotes): works before
 * and without the page's script. The provider's `redirect` field brings the visitor back to /thank-you.
 */
export function PostedForm<N extends string>({
  def,
  words,
  wide,
  thankYouPath,
}: {
  def: FormDef<N>;
  /** The form's heading, the line under it and the button, in the page's language. */
  words: { title: string; intro: string; submit: string };
  wide: readonly string[];
  /** The page the provider redirects to; /thank-you unless the form needs its own words. */
  thankYouPath?: string;
}) {
  const titleId = useId();
  // A translated page's visitor comes back to the thank-you page in their language.
  const path = useLocalize()(thankYouPath ?? "/thank-you");
  const [posting, setPosting] = useState(false);
  useEffect(() => {
    // Coming back with the browser's Back button re-enables the button.
    const onShow = () => setPosting(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // The browser posts the form itself; the script only tidies phone numbers first and stops a post it would refuse.
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    if (!readForm(def, form).success) {
      e.preventDefault();
      form.reportValidity();
      return;
    }
    setPosting(true);
  }

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
      {/* One click, one post: the button is disabled once the browser starts sending. */}
      <form method="post" action={formServiceAction} onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className={gridTwo}>
          {def.fields.map((f) => (
            <Field key={f.name} spec={f} className={wide.includes(f.name) ? "sm:col-span-2" : ""} />
          ))}
        </div>
        <ReturnAddress path={path} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={posting}>
          {words.submit}
        </button>
      </form>
    </section>
  );
}
