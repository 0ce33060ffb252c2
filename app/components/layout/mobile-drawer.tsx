import { useState } from "react";
import { NavLink } from "react-router";

import { ChevronDown, Menu, X } from "~/components/icons";
import { Modal } from "~/components/modal";
import { useLocalize, useStrings } from "~/i18n/strings";

import { LanguageSwitch } from "./language-switch";
import { LocationBadge } from "./location-badge";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-surface"}`;

/**
 * Below the xl breakpoint: a side drawer, 70% of the screen wide, with the services as a collapsible list.
 * The list is laid out in full (no inner scroll box, which hid most entries without a cue); the drawer scrolls.
 * Its contents are rendered at the first opening, not pre-rendered: every link in it is also in the footer or the
 * wide menu, and a page that is only read does not hydrate a menu it never shows.
 */
export function MobileDrawer({ className = "" }: { className?: string }) {
  const strings = useStrings();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={used ? "mobile-drawer" : undefined}
        className="flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{strings.openMenu}</span>
      </button>
      {used && (
        <Modal
          open={open}
          onClose={close}
          labelledBy="mobile-drawer-title"
          className="m-0 h-dvh w-7/10 bg-white shadow-card"
        >
          <div id="mobile-drawer" data-testid="mobile-drawer" className="flex h-full flex-col overflow-y-auto bg-white">
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <h2 id="mobile-drawer-title" className="text-lg font-bold text-brand-900">
                {strings.menu}
              </h2>
              <button
                type="button"
                onClick={close}
                className="flex size-11 items-center justify-center rounded-lg hover:bg-surface"
              >
                <X className="size-6" aria-hidden="true" />
                <span className="sr-only">{strings.closeMenu}</span>
              </button>
            </div>
            <nav aria-label={strings.mobileNav} className="flex-1 px-3 py-3">
              <ul className="space-y-1">
                {strings.mainNav.map((item, i) => (
                  <li key={item.to}>
                    <NavLink to={localize(item.to)} end onClick={close} className={linkClass}>
                      {item.label}
                    </NavLink>
                    {i === 1 && (
                      <div className="mt-1">
                        <button
                          type="button"
                          onClick={() => setServicesOpen((v) => !v)}
                          aria-expanded={servicesOpen}
                          aria-controls="mobile-services"
                          className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 font-semibold text-ink hover:bg-surface"
                        >
                          {strings.servicesMenu}
                          <ChevronDown
                            className={`size-5 transition-transform ${servicesOpen ? "rotate-180" : ""}`}
                            aria-hidden="true"
                          />
                        </button>
                        <ul
                          id="mobile-services"
                          hidden={!servicesOpen}
                          className="ml-3 border-l-2 border-brand-100 pl-2"
                        >
                          <li>
                            <NavLink to={localize("/our-services")} onClick={close} className={linkClass}>
                              {strings.allServices}
                            </NavLink>
                          </li>
                          {strings.services.map((s) => (
                            <li key={s.path}>
                              <NavLink to={localize(s.path)} onClick={close} className={linkClass}>
                                {s.name}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-3 border-t border-line p-4">
              <LocationBadge className="sm:hidden" />
              <LanguageSwitch />
              <NavLink to={localize("/free-estimate")} onClick={close} className="btn-primary w-full">
                {strings.getFreeQuote}
              </NavLink>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
