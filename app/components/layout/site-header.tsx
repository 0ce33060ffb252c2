import { Link } from "react-router";

import { Logo } from "~/components/logo";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { useLocalize, useStrings } from "~/i18n/strings";

import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { LocationBadge } from "./location-badge";
import { MobileDrawer } from "./mobile-drawer";
import { TopBar } from "./top-bar";

/** The spec's threshold: the contact bar shows only while the page is scrolled 20 px or less. */
const TOP_BAR_THRESHOLD = 20;

export function SiteHeader() {
  const scrolled = useScrolledPast(TOP_BAR_THRESHOLD);
  const strings = useStrings();
  const localize = useLocalize();
  return (
    // Sliding the whole header up by the bar's height (a transform) hides the bar without moving the page.
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-transform duration-200 ${scrolled ? "-translate-y-topbar" : ""}`}
    >
      <TopBar hidden={scrolled} />
      <div className={`border-b border-line bg-white/95 backdrop-blur ${scrolled ? "shadow-card" : ""}`}>
        {/* Phones space the row a little closer, for the word mark's second line (components/logo.tsx). */}
        <div className="container-page flex h-navbar items-center gap-2 sm:gap-3">
          <Link to={localize("/")} className="mr-auto min-w-0">
            <Logo compact />
          </Link>
          <DesktopNav className="hidden xl:flex" />
          <LocationBadge className="hidden sm:flex xl:ml-2" />
          {/* From 1280 px the navigation fills the bar and the switch moves up into the contact bar. */}
          <LanguageSwitch className="inline-flex xl:hidden" />
          <Link to={localize("/free-estimate")} className="btn-primary hidden whitespace-nowrap btn-sm md:inline-flex">
            {strings.getFreeQuote}
          </Link>
          <MobileDrawer className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
