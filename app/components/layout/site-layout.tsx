import { Outlet } from "react-router";

import { type LanguageContext, LanguageProvider, useStrings } from "~/i18n/strings";

import { FloatingContact } from "./floating-contact";
import { MobileActionBar } from "./mobile-action-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
