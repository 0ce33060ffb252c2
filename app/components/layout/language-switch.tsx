import { preload } from "react-dom";
import { Link, useLocation } from "react-router";

import { hrefLang, htmlLang, type Locale, localePath, locales, localeTable, nativeName } from "~/config/locales";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePlaces } from "~/hooks/use-places";
import { useLocale } from "~/i18n/strings";
import { hasTwins } from "~/i18n/translated";

/** The names fonts, one per script, named by the locale table's script code (scripts/font-subset.ts). */
const namesFonts = import.meta.glob<string>("../../fonts/language-names-*.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});
const namesFontOf = (locale: Locale) => namesFonts[`../../fonts/language-names-${localeTable[locale].script}.woff2`];

/** Where the switch's names are drawn from the names fonts (app.css); phones draw them in their own faces. */
const WIDE_SCREEN = "(min-width: 1024px)";

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
export function LanguageSwitch({ className = "", onDark = false }: { className?: string; onDark?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  // Storage is read after hydration: the pre-rendered HTML cannot know it.
  const chosen = useHydrated() ? rememberedChoice() : null;
  const places = usePlaces();

  if (!hasTwins(pathname, places)) return null;
  const others = locales.filter((other) => other !== locale);
  // On wide screens a name in a script of its own is drawn from that script's names font (app.css "Language
  // Names"), fetched with the HTML so that it is there for the first paint; React writes each preload into the head
  // once. Phones draw it in their own face for the script and fetch nothing.
  for (const font of others.map(namesFontOf))
    if (font) preload(font, { as: "font", type: "font/woff2", crossOrigin: "anonymous", media: WIDE_SCREEN });
  return (
    <span className={`shrink-0 items-center ${className || "inline-flex"}`}>
      {others.map((other) => (
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
          // In the dark contact bar the links fit its height; elsewhere they take a thumb's 44 px.
          className={`inline-flex items-center rounded-md px-1.5 font-names text-sm font-semibold sm:px-2 ${
            onDark ? "min-h-8" : "min-h-11"
          } ${
            chosen === other
              ? "bg-accent-600 text-white hover:bg-accent-700"
              : onDark
                ? "text-white hover:bg-white/10"
                : "text-brand-800 hover:bg-brand-50"
          }`}
        >
          {nativeName[other]}
        </Link>
      ))}
    </span>
  );
}
