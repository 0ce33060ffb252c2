import { preload } from "react-dom";
import { Link, useLocation } from "react-router";

import { hrefLang, htmlLang, localePath, locales, nativeName } from "~/config/locales";
import namesFont from "~/fonts/language-names.woff2?url";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/i18n/strings";
import { hasTwins } from "~/i18n/translated";

/** The visitor's last choice in this tab's session; read only to draw attention to the switch, never to redirect. */
const CHOICE_KEY = "language";

function rememberedChoice(): string | null {
  try {
    return sessionStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * Links to this same page in every other language, each named in its own script, on the pages that have translated
 * twins. Pages kept out of search results (thank-you, report received, not found) offer none in any language: a
 * not-found page is sent for any address, and React keeps the pre-rendered link of its stand-in path after
 * hydration. A visitor who chose a language earlier in the session sees it highlighted.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  // Storage is read after hydration: the pre-rendered HTML cannot know it.
  const chosen = useHydrated() ? rememberedChoice() : null;

  if (!hasTwins(pathname)) return null;
  // Every name but English's is in a script of its own, drawn from the names font (app.css "Language Names"),
  // fetched with the HTML so that it is there for the first paint; React writes the preload into the head once.
  preload(namesFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <span className={`inline-flex flex-wrap items-center ${className}`}>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <Link
            key={other}
            to={localePath(`${pathname}${search}${hash}`, other)}
            lang={htmlLang[other]}
            hrefLang={hrefLang[other]}
            data-testid="language-switch"
            data-invited={chosen === other || undefined}
            onClick={() => {
              try {
                sessionStorage.setItem(CHOICE_KEY, other);
              } catch {
                // Storage can be off; the link works without it.
              }
            }}
            className={`inline-flex min-h-11 items-center rounded-md px-3 font-names text-sm font-semibold ${
              chosen === other ? "bg-accent-600 text-white hover:bg-accent-700" : "text-brand-800 hover:bg-brand-50"
            }`}
          >
            {nativeName[other]}
          </Link>
        ))}
    </span>
  );
}
