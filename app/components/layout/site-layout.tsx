import { Outlet } from "react-router";

import { deferred } from "~/components/deferred";
import { type LanguageContext, LanguageProvider, useStrings } from "~/i18n/strings";

import { FloatingContact } from "./floating-contact";
import { MobileActionBar } from "./mobile-action-bar";
import { SiteHeader } from "./site-header";

/**
 * The footer is far below the first screen of every page and holds only links and text: its pre-rendered HTML
 * serves until the visitor first scrolls or touches the page, so hydrating the first screen does not wait on it.
 */
const SiteFooter = deferred(() => import("./site-footer").then((m) => m.SiteFooter));

/**
 * The shared layout of every page in one language: fixed header, content, footer, and the contact buttons (a
 * bottom bar on phones, floating circles wider), in the language the layout route gives.
 */
export function SiteLayout({ language }: { language: LanguageContext }) {
  const strings = useStrings();
  return (
    <LanguageProvider value={language}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {strings.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingContact />
      <MobileActionBar />
    </LanguageProvider>
  );
}
