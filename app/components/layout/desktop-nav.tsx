import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";

import { ChevronDown } from "~/components/icons";
import { useLocalize, useStrings } from "~/i18n/strings";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-ink"
  }`;

/** Wide-screen navigation; the services list drops down on hover and when keyboard focus enters it. */
export function DesktopNav({ className = "" }: { className?: string }) {
  const { mainNav, services, servicesMenu, mainNavLabel } = useStrings();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLLIElement>(null);
  // Escape hands focus back to "Services"; that focus must not reopen the list.
  const closedByEscape = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      closedByEscape.current = true;
      wrapper.current?.querySelector<HTMLElement>("a")?.focus();
      closedByEscape.current = false;
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const [home, about, ...rest] = mainNav;
  return (
    <nav aria-label={mainNavLabel} className={className}>
      <ul className="flex items-center gap-1">
        {[home, about].map(
          (item) =>
            item && (
              <li key={item.to}>
                <NavLink to={localize(item.to)} end className={itemClass}>
                  {item.label}
                </NavLink>
              </li>
            ),
        )}
        <li
          ref={wrapper}
          className="relative"
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => setOpen(false)}
          onFocus={() => {
            if (!closedByEscape.current) setOpen(true);
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
          }}
        >
          <NavLink
            to={localize("/our-services")}
            className={(s) => `${itemClass(s)} flex items-center gap-1`}
            aria-expanded={open}
            aria-controls="services-menu"
          >
            {servicesMenu}
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
          </NavLink>
          <div id="services-menu" hidden={!open} className="absolute top-full left-1/2 w-xl -translate-x-1/2 pt-2">
            <ul className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-white p-3 shadow-card">
              {services.map((s) => (
                <li key={s.path}>
                  <Link
                    to={localize(s.path)}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-3 py-2 hover:bg-brand-50"
                  >
                    <span className="block text-sm font-semibold text-brand-900">{s.name}</span>
                    <span className="block text-xs text-ink-muted">{s.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {rest.map((item) => (
          <li key={item.to}>
            <NavLink to={localize(item.to)} className={itemClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
