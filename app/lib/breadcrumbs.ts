import type { BreadcrumbItem } from "~/components/breadcrumb";

/** The first two breadcrumb items of every page under Our Services. */
export const ourServicesCrumb: BreadcrumbItem[] = [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/our-services" },
];
