import { type Locale, localePath } from "~/config/locales";

/** One step of a breadcrumb trail; the same items feed the shown trail and its JSON-LD. */
export interface BreadcrumbItem {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
}

/** A trail's links in a language: "/our-services" is "/bn/our-services" on a Bengali page. */
export const localizedCrumbs = (items: readonly BreadcrumbItem[], locale: Locale): BreadcrumbItem[] =>
  items.map((c) => (c.to === undefined ? c : { ...c, to: localePath(c.to, locale) }));
