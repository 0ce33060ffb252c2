/** One step of a breadcrumb trail; the same items feed the shown trail and its JSON-LD. */
export interface BreadcrumbItem {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
}

/** The first two breadcrumb items of every page under Our Services. */
export const ourServicesCrumb: BreadcrumbItem[] = [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/our-services" },
];
