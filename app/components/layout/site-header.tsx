import { Link } from "react-router";

import { Logo } from "~/components/logo";
import { useScrolledPast } from "~/hooks/use-scrolled-past";

import { DesktopNav } from "./desktop-nav";
import { LocationBadge } from "./location-badge";
import { MobileDrawer } from "./mobile-drawer";
import { TopBar } from "./top-bar";

/** The spec's threshold: the contact bar shows only while the page is scrolled 20 px or less. */
const TOP_BAR_THRESHOLD = 20;

export function SiteHeader() {
  const scrolled = useScrolledPast(TOP_BAR_THRESHOLD);
  return (
    // Sliding the whole header up by the bar's height (a transform) hides the bar without moving the page.
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-transform duration-200 ${scrolled ? "-translate-y-topbar" : ""}`}
    >
      <TopBar hidden={scrolled} />
      <div className={`border-b border-line bg-white/95 backdrop-blur ${scrolled ? "shadow-card" : ""}`}>
        <div className="container-page flex h-navbar items-center gap-3">
          <Link to="/" className="min-w-0">
            <Logo />
          </Link>
          <DesktopNav className="ml-auto hidden xl:flex" />
          <LocationBadge className="ml-auto hidden sm:flex xl:ml-2" />
          <Link to="/free-estimate" className="btn-primary hidden px-4 py-2.5 md:inline-flex">
            Free Quote
          </Link>
          <MobileDrawer className="ml-auto sm:ml-0 xl:hidden" />
        </div>
      </div>
    </header>
  );
}
