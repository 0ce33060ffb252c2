import { describe, expect, it } from "vitest";

import { localeOf, localePath, locales } from "../../app/config/locales.ts";
import { citiesIn } from "../../app/content/cities.ts";
import { built, notFoundFiles, pages, site, textOf } from "./built";
import { breadcrumbNav, jsonLd, type LdNode, urlOf } from "./page-head";

const { branches: cities, pages: cityPages } = (await citiesIn("en")).content;

/**
 * The schema.org types the site describes itself with, each with the properties schema.org defines for it
 * (its own and those it inherits: Thing → CreativeWork → WebPage, Thing → Organization/Place → LocalBusiness →
 * MovingCompany, Thing → Intangible → StructuredValue/ItemList/ListItem/Service, Place → AdministrativeArea →
 * City/State/Country). Only what the site could plausibly use is listed; a property outside the list is a typo
 * or a property of another type, which search engines drop. Review, aggregateRating and FAQPage are left out on
 * purpose: the site publishes no self-serving reviews and no FAQ rich results.
 */
const THING = ["@id", "@type", "name", "description", "url", "image", "sameAs", "alternateName", "identifier"];
const PLACE = [
  ...THING,
  "address",
  "geo",
  "containedInPlace",
  "containsPlace",
  "hasMap",
  "telephone",
  "latitude",
  "longitude",
];
const ORGANIZATION = [
  ...THING,
  "address",
  "telephone",
  "email",
  "logo",
  "areaServed",
  "parentOrganization",
  "subOrganization",
  "legalName",
  "founder",
  "foundingDate",
  "contactPoint",
  "taxID",
  "vatID",
  "brand",
  "slogan",
  "knowsLanguage",
  "numberOfEmployees",
];
const ALLOWED: Record<string, string[]> = {
  WebPage: [
    ...THING,
    "@context",
    "inLanguage",
    "breadcrumb",
    "about",
    "mainEntity",
    "isPartOf",
    "publisher",
    "dateModified",
    "datePublished",
    "primaryImageOfPage",
    "headline",
  ],
  MovingCompany: [
    ...ORGANIZATION,
    ...PLACE,
    "@context",
    "openingHours",
    "openingHoursSpecification",
    "priceRange",
    "paymentAccepted",
    "currenciesAccepted",
    "branchOf",
  ],
  Service: [
    ...THING,
    "@context",
    "serviceType",
    "provider",
    "areaServed",
    "audience",
    "availableChannel",
    "category",
    "offers",
    "hoursAvailable",
    "providerMobility",
    "termsOfService",
    "brand",
    "logo",
    "slogan",
  ],
  BreadcrumbList: [...THING, "@context", "itemListElement", "numberOfItems", "itemListOrder"],
  ListItem: [...THING, "position", "item", "nextItem", "previousItem"],
  PostalAddress: [
    ...THING,
    "streetAddress",
    "addressLocality",
    "addressRegion",
    "postalCode",
    "addressCountry",
    "postOfficeBoxNumber",
  ],
  GeoCoordinates: [...THING, "latitude", "longitude", "elevation", "address", "addressCountry", "postalCode"],
  Place: PLACE,
  City: PLACE,
  State: PLACE,
  Country: PLACE,
};

/** What a property that holds a node may hold: schema.org's range for it, narrowed to the types above. */
const PLACES = ["Place", "City", "State", "Country"];
const RANGE: Record<string, string[]> = {
  address: ["PostalAddress"],
  geo: ["GeoCoordinates"],
  itemListElement: ["ListItem"],
  provider: ["MovingCompany"],
  parentOrganization: ["MovingCompany"],
  areaServed: PLACES,
  containedInPlace: PLACES,
};

/** Every node of the page's JSON-LD, nested ones too, with the property that holds it. */
function nodesOf(data: unknown, holder = ""): { node: LdNode; holder: string }[] {
  if (Array.isArray(data)) return data.flatMap((d) => nodesOf(d, holder));
  if (data === null || typeof data !== "object") return [];
  const node = data as LdNode;
  return [{ node, holder }, ...Object.entries(node).flatMap(([key, value]) => nodesOf(value, key))];
}

/** A problem per wrong type or property, as "holder › Type.property". */
function schemaProblems(data: LdNode[]): string[] {
  return data.flatMap((top) => {
    const problems = top["@context"] === "https://schema.org" ? [] : [`@context ${String(top["@context"])}`];
    for (const { node, holder } of nodesOf(top)) {
      const type = String(node["@type"]);
      const allowed = ALLOWED[type];
      if (!allowed) problems.push(`${holder || "top"} › unknown type ${type}`);
      else if (holder && RANGE[holder] && !RANGE[holder].includes(type))
        problems.push(`${holder} › ${type} out of range`);
      for (const key of Object.keys(node)) if (allowed && !allowed.includes(key)) problems.push(`${type}.${key}`);
    }
    return problems;
  });
}

const withLd = [...pages, ...notFoundFiles];

describe("JSON-LD", () => {
  it("the check catches a wrong property, a wrong type and a misplaced node", () => {
    const ok = { "@context": "https://schema.org", "@type": "MovingCompany", name: "x" };
    expect(schemaProblems([ok])).toEqual([]);
    expect(schemaProblems([{ ...ok, postcode: "1" }])).toEqual(["MovingCompany.postcode"]);
    expect(schemaProblems([{ ...ok, "@type": "Movingcompany" }])).toEqual(["top › unknown type Movingcompany"]);
    expect(schemaProblems([{ ...ok, address: { "@type": "Place", name: "x" } }])).toEqual([
      "address › Place out of range",
    ]);
    expect(schemaProblems([{ ...ok, aggregateRating: { "@type": "AggregateRating" } }])).toEqual([
      "MovingCompany.aggregateRating",
      "aggregateRating › unknown type AggregateRating",
    ]);
  });

  it.each(withLd)("%s: every node is a schema.org type the site uses, with only that type's properties", (path) => {
    const data = jsonLd(built(path));
    expect(schemaProblems(data)).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/AggregateRating|aggregateRating|"Review"|"review"|FAQPage/);
  });

  it.each(pages)("%s: a shown breadcrumb is described by one BreadcrumbList with the same names and URLs", (path) => {
    const page = built(path);
    const lists = jsonLd(page).filter((n) => n["@type"] === "BreadcrumbList");
    const nav = breadcrumbNav(page);
    const crumbs = nav ? Array.from(nav.querySelectorAll("li")) : [];
    if (crumbs.length === 0) return expect(lists).toHaveLength(0);
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as { "@type": string; position: number; name: string; item: string }[];
    expect(items.map((i) => [i["@type"], i.position])).toEqual(crumbs.map((_, i) => ["ListItem", i + 1]));
    expect(items.map((i) => i.name)).toEqual(crumbs.map((li) => textOf(li)));
    // The last crumb is the page itself, shown without a link.
    expect(items.map((i) => i.item)).toEqual(
      crumbs.map((li) => urlOf(li.querySelector("a")?.getAttribute("href") ?? path)),
    );
  });

  /** The pages whose breadcrumb runs Home › Our Services › the page. */
  const underServices = pages.filter((path) => {
    const nav = breadcrumbNav(built(path));
    const links = nav ? Array.from(nav.querySelectorAll("li a")).map((a) => a.getAttribute("href")) : [];
    return links.length === 2 && links[1] === localePath("/our-services", localeOf(path));
  });

  it("the service pages are found by their breadcrumb", () => {
    expect(underServices).toContain("/home-shifting");
    expect(underServices).toContain("/hi/packing");
    expect(underServices.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages)("%s describes a service exactly when it is a page under Our Services", (path) => {
    const page = built(path);
    const services = jsonLd(page).filter((n) => n["@type"] === "Service");
    if (!underServices.includes(path)) return expect(services).toEqual([]);
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      name: textOf(breadcrumbNav(page)!.querySelector("li:last-child")),
      url: urlOf(path),
      provider: { "@id": `${site.url}/#organization` },
    });
  });

  it.each(locales.map((l) => localePath("/", l)))(
    "%s describes the company: its cities in order, contacts, head office and profiles",
    (path) => {
      const page = built(path);
      const companies = jsonLd(page).filter((n) => n["@type"] === "MovingCompany");
      expect(companies).toHaveLength(1);
      const org = companies[0]!;
      expect(org).toMatchObject({
        "@id": `${site.url}/#organization`,
        name: site.brand,
        url: `${site.url}/`,
        logo: `${site.url}/logo.png`,
        telephone: `+91${site.phone}`,
        email: site.email,
        address: { "@type": "PostalAddress", addressLocality: "Kolkata", postalCode: "700161", addressCountry: "IN" },
      });
      expect((org.areaServed as { name: string }[]).map((c) => c.name)).toEqual(cities.map((c) => c.name));
      expect(cities).toHaveLength(17);
      // The footer's social links are the same four profiles.
      const footerLinks = Array.from(page.document.querySelectorAll("footer a[href^='https://']")).map((a) =>
        a.getAttribute("href"),
      );
      expect(org.sameAs).toHaveLength(4);
      expect([...new Set(footerLinks)].sort()).toEqual([...(org.sameAs as string[])].sort());
    },
  );

  it.each(cityPages.flatMap((c) => locales.map((l) => [localePath(`/network/${c.slug}`, l), c] as const)))(
    "%s describes its own branch, at the address the page shows",
    (path, city) => {
      const page = built(path);
      const companies = jsonLd(page).filter((n) => n["@type"] === "MovingCompany");
      expect(companies).toHaveLength(1);
      expect(companies[0]).toMatchObject({
        "@id": `${urlOf(path)}#branch`,
        url: urlOf(path),
        address: { addressLocality: city.name, addressRegion: city.state, postalCode: city.office.pin },
        parentOrganization: { "@id": `${site.url}/#organization` },
      });
      // The postal address as registered; a translated page writes the locality in its own script.
      const address = companies[0]!.address as Record<string, string>;
      const street = address.streetAddress!.split(", ");
      const shown = [...(localeOf(path) !== "en" ? street.slice(0, -1) : street), address.postalCode!];
      const main = textOf(page.document.querySelector("main"));
      for (const part of [...shown, address.addressLocality!, address.addressRegion!]) expect(main).toContain(part);
    },
  );
});
