import { useLocation } from "react-router";

import { SiteLayout } from "~/components/layout/site-layout";
import devanagari from "~/fonts/devanagari-subset.woff2?url";
import { hasHindiTwin } from "~/i18n/translated";
import { localizedForms } from "~/locales/hi/forms";
import { hi } from "~/locales/hi/strings";

const hindi = { locale: "hi", strings: hi, forms: localizedForms } as const;

/** Wide screens fetch the Devanagari face with the HTML; phones use their own (app/app.css). */
export const links = () => [
  {
    rel: "preload",
    href: devanagari,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
    media: "(min-width: 1024px)",
  },
];

/** `<html lang>` of every Hindi page (app/root.tsx reads it); equal to htmlLang.hi, checked by its test. */
export const handle = { lang: "hi" };

/**
 * The Hindi twin of every page (issue 18). Until a page's content is translated (app/i18n/translated.ts) its twin
 * shows the English text inside the Hindi layout, so it stays out of search results (React places the robots tag
 * in the head); a translated twin has its own route module under routes/hi with its Hindi meta.
 */
export default function HindiLayout() {
  const { pathname } = useLocation();
  return (
    <>
      {!hasHindiTwin(pathname) && <meta name="robots" content="noindex" />}
      <SiteLayout language={hindi} />
    </>
  );
}
