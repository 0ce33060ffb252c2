/**
 * schema.org JSON-LD for the pages, in one place. Route modules put the results in `pageMeta({ jsonLd })`,
 * which emits each as a React Router `script:ld+json` meta descriptor.
 *
 * Deliberately absent: AggregateRating and Review about the company itself (search engines ignore
 * self-serving reviews) and FAQPage (the site does not rely on FAQ rich results).
 */
import type {
  BreadcrumbList,
  City as SchemaCity,
  ListItem,
  MovingCompanyLeaf,
  PostalAddress,
  ServiceLeaf,
  WithContext,
} from "schema-dts";

import { type Locale, localePath } from "~/config/locales";
import { site } from "~/config/site";
import type { SiteConfig } from "~/config/types";
import type { City } from "~/content/cities";
import { type BreadcrumbItem, localizedCrumbs } from "~/lib/breadcrumbs";

import { absoluteUrl, shareImage } from "./seo";

const CONTEXT = "https://schema.org" as const;

/** The company mark as a square PNG (public/logo.png, rendered from public/logo.svg by scripts/og-image.ts). */
export const LOGO_PATH = "/logo.png";

/** The head office's node id, so branches and services can point at the one company. */
export const organizationId = () => `${site.url}/#organization`;

const intlPhone = (digits: string) => `+91${digits}`;

function postalAddress(a: {
  street: string;
  locality: string;
  city: string;
  state: string;
  pin: string;
}): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: `${a.street}, ${a.locality}`,
    addressLocality: a.city,
    addressRegion: a.state,
    postalCode: a.pin,
    addressCountry: "IN",
  };
}

/** A short reference to the company, for the pages that are not the home page. */
const companyRef = () =>
  ({
    "@type": "MovingCompany",
    "@id": organizationId(),
    name: site.brand,
    url: absoluteUrl("/"),
  }) satisfies MovingCompanyLeaf;

const socialLinks = (social: SiteConfig["social"]) =>
  [social.facebook, social.x, social.instagram, social.linkedin].filter(Boolean);

/** The company, on the home page: head office, contacts, the branch cities it serves and its social profiles. */
export function organizationJsonLd(cities: readonly { name: string; state: string }[]): WithContext<MovingCompanyLeaf> {
  const areaServed: SchemaCity[] = cities.map((c) => ({
    "@type": "City",
    name: c.name,
    containedInPlace: { "@type": "State", name: c.state },
  }));
  return {
    "@context": CONTEXT,
    "@type": "MovingCompany",
    "@id": organizationId(),
    name: site.brand,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(shareImage.path),
    telephone: intlPhone(site.phone),
    email: site.email,
    address: postalAddress(site.office),
    geo: { "@type": "GeoCoordinates", latitude: site.office.lat, longitude: site.office.lon },
    areaServed,
    sameAs: socialLinks(site.social),
  };
}

type Branch = Pick<City, "name" | "slug" | "state" | "phone" | "office" | "localities">;

/**
 * One branch, on its city page: its own address, phone, mailbox and localities, as part of the company.
 * `email` is the branch mailbox (cityEmail), passed in so this module never loads the full city registry.
 */
export function branchJsonLd(city: Branch, path: string, email: string): WithContext<MovingCompanyLeaf> {
  const url = absoluteUrl(path);
  return {
    "@context": CONTEXT,
    "@type": "MovingCompany",
    "@id": `${url}#branch`,
    name: `${site.brand}, ${city.name}`,
    url,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(shareImage.path),
    telephone: intlPhone(city.phone),
    email,
    address: postalAddress({ ...city.office, city: city.name, state: city.state }),
    geo: { "@type": "GeoCoordinates", latitude: city.office.lat, longitude: city.office.lon },
    areaServed: city.localities.map((name) => ({ "@type": "Place", name })),
    parentOrganization: companyRef(),
  };
}

/**
 * The trail the page's <Breadcrumb> shows, from the same items. The last item is the current page
 * (it has no link on screen), so it takes the page's own canonical URL.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], currentPath: string): WithContext<BreadcrumbList> {
  const itemListElement: ListItem[] = items.map((item, i) => {
    const to = i === items.length - 1 ? (item.to ?? currentPath) : item.to;
    return {
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      ...(to === undefined ? {} : { item: absoluteUrl(to) }),
    };
  });
  return { "@context": CONTEXT, "@type": "BreadcrumbList", itemListElement };
}

/** A service the company offers, anywhere in India, linked to the company. */
export function serviceJsonLd({
  name,
  description,
  path,
}: {
  name: string;
  description: string;
  path: string;
}): WithContext<ServiceLeaf> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name,
    serviceType: name,
    description,
    url: absoluteUrl(path),
    provider: companyRef(),
    areaServed: { "@type": "Country", name: "India" },
  };
}

/**
 * The breadcrumb shown on every page under Our Services: Home › Our Services (`trail`, the layout's words) › this
 * page.
 */
export const serviceCrumbs = (name: string, trail: readonly BreadcrumbItem[]): BreadcrumbItem[] => [
  ...trail,
  { label: name },
];

/**
 * JSON-LD of a page under Our Services, in the page's language: its breadcrumb (the trail above it, translated)
 * and the service itself, at the page's address in that language. `path` is the English page's.
 */
export function servicePageJsonLd(
  page: { name: string; description: string; path: string },
  locale: Locale,
  trail: readonly BreadcrumbItem[],
) {
  const localized = { ...page, path: localePath(page.path, locale) };
  return [
    breadcrumbJsonLd(serviceCrumbs(page.name, localizedCrumbs(trail, locale)), localized.path),
    serviceJsonLd(localized),
  ] as const;
}
