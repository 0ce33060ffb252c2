import { Outlet } from "react-router";

import { FloatingContact } from "~/components/layout/floating-contact";
import { MobileActionBar } from "~/components/layout/mobile-action-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

/** The shared layout of every page: fixed header, content, footer, and the contact buttons (a bottom bar on phones, floating circles wider). */
export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingContact />
      <MobileActionBar />
    </>
  );
}
