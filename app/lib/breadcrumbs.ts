import { type Locale, localePath } from "~/config/locales";
import { words } from "~/content/translation";

/** One step of a breadcrumb trail; the same items feed the shown trail and its JSON-LD. */
export interface BreadcrumbItem {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
}

/** The first two breadcrumb items of every page under Our Services. */
export const ourServicesCrumb: BreadcrumbItem[] = words("ourServicesCrumb", [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/our-services" },
]);

/** A trail's links in a language: "/our-services" is "/bn/our-services" on a Bengali page. */
export const localizedCrumbs = (items: readonly BreadcrumbItem[], locale: Locale): BreadcrumbItem[] =>
  items.map((c) => (c.to === undefined ? c : { ...c, to: localePath(c.to, locale) }));
