// @vitest-environment node
import { existsSync } from "node:fs";

import type { BreadcrumbList, ListItem, MovingCompanyLeaf, PostalAddress, ServiceLeaf, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { citiesIn, cityEmail, cityPath, servedCitiesIn } from "~/content/cities";
import { layoutWordsIn } from "~/content/layout";

import {
  branchJsonLd,
  breadcrumbJsonLd,
  LOGO_PATH,
  organizationId,
  organizationJsonLd,
  serviceCrumbs,
  serviceJsonLd,
  servicePageJsonLd,
} from "./structured-data";

const { branches: cities } = (await citiesIn("en")).content;

// Typed with schema-dts: these assignments fail the typecheck if a builder's output stops matching schema.org.
const organization: WithContext<MovingCompanyLeaf> = organizationJsonLd(await servedCitiesIn());
const patna = cities.find((c) => c.slug === "patna")!;
const branch: WithContext<MovingCompanyLeaf> = branchJsonLd(patna, cityPath(patna.slug), cityEmail(patna, site.email));
// The trail above every service page, as the layout's words give it.
const { ourServicesCrumb } = await layoutWordsIn("en");
const trail: WithContext<BreadcrumbList> = breadcrumbJsonLd(
  serviceCrumbs("Home Shifting", ourServicesCrumb),
  "/home-shifting",
);
const service: WithContext<ServiceLeaf> = serviceJsonLd({
  name: "Home Shifting",
  description: "Door-to-door home shifting across India.",
  path: "/home-shifting",
});

/** The object as a search engine reads it: through JSON. */
const json = (data: object) => JSON.parse(JSON.stringify(data));
const absolute = new RegExp(`^${site.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`);

describe("MovingCompany on the home page", () => {
  const org = json(organization);

  it("names the company with its site, logo and contacts", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("MovingCompany");
    expect(org["@id"]).toBe(organizationId());
    expect(org.name).toBe(site.brand);
    expect(org.url).toBe(`${site.url}/`);
    expect(org.logo).toBe(`${site.url}${LOGO_PATH}`);
    expect(existsSync(`public${LOGO_PATH}`)).toBe(true);
    expect(org.telephone).toBe(`+91${site.phone}`);
    expect(org.email).toBe(site.email);
  });

  it("gives the head office as a postal address", () => {
    expect(org.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: `${site.office.street}, ${site.office.locality}`,
      addressLocality: site.office.city,
      addressRegion: site.office.state,
      postalCode: site.office.pin,
      addressCountry: "IN",
    } satisfies PostalAddress);
  });

  it("serves the 17 branch cities", () => {
    expect(org.areaServed).toHaveLength(17);
    expect(org.areaServed.map((c: { name: string }) => c.name)).toEqual(cities.map((c) => c.name));
    for (const place of org.areaServed) expect(place["@type"]).toBe("City");
  });

  it("links the four social profiles", () => {
    expect(org.sameAs).toEqual([site.social.facebook, site.social.x, site.social.instagram, site.social.linkedin]);
  });
});

describe("MovingCompany branch on a city page", () => {
  const b = json(branch);

  it("is the branch with its own address, phone and mailbox, part of the company", () => {
    expect(b["@context"]).toBe("https://schema.org");
    expect(b["@type"]).toBe("MovingCompany");
    expect(b.url).toBe(`${site.url}/network/patna`);
    expect(b.name).toContain("Patna");
    expect(b.telephone).toBe(`+91${patna.phone}`);
    expect(b.email).toBe(cityEmail(patna, site.email));
    expect(b.address).toMatchObject({
      addressLocality: "Patna",
      addressRegion: "Bihar",
      postalCode: patna.office.pin,
      addressCountry: "IN",
    });
    expect(b.address.streetAddress).toContain(patna.office.street);
    expect(b.parentOrganization["@id"]).toBe(organizationId());
    expect(b["@id"]).not.toBe(organizationId());
  });

  it("has a distinct address on every city page", () => {
    const addresses = cities.map((c) =>
      JSON.stringify(branchJsonLd(c, cityPath(c.slug), cityEmail(c, site.email)).address),
    );
    expect(new Set(addresses).size).toBe(cities.length);
  });
});

describe("BreadcrumbList", () => {
  it("lists the shown items at positions 1..n with absolute URLs, the last being the page itself", () => {
    const t = json(trail);
    expect(t["@context"]).toBe("https://schema.org");
    expect(t["@type"]).toBe("BreadcrumbList");
    const items = t.itemListElement as ListItem[] & { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.name)).toEqual(["Home", "Our Services", "Home Shifting"]);
    expect(items.map((i) => i.item)).toEqual([`${site.url}/`, `${site.url}/our-services`, `${site.url}/home-shifting`]);
    for (const i of items) expect(i.item).toMatch(absolute);
  });

  it("lower-cases paths like the canonical links", () => {
    const t = json(
      breadcrumbJsonLd(
        [{ label: "Home", to: "/" }, { label: "Packing", to: "/Packing" }, { label: "Tips" }],
        "/Packing/Tips",
      ),
    );
    expect(t.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${site.url}/`,
      `${site.url}/packing`,
      `${site.url}/packing/tips`,
    ]);
  });
});

describe("Service", () => {
  it("is offered by the company across India, at the page's URL", () => {
    const s = json(service);
    expect(s["@context"]).toBe("https://schema.org");
    expect(s["@type"]).toBe("Service");
    expect(s.name).toBe("Home Shifting");
    expect(s.description).toBe("Door-to-door home shifting across India.");
    expect(s.url).toBe(`${site.url}/home-shifting`);
    expect(s.provider).toMatchObject({ "@type": "MovingCompany", "@id": organizationId(), name: site.brand });
    expect(s.areaServed).toEqual({ "@type": "Country", name: "India" });
  });

  it("comes with the breadcrumb the service pages show", () => {
    const [crumbs, svc] = servicePageJsonLd(
      { name: "Warehousing", description: "Storage.", path: "/warehousing" },
      "en",
      ourServicesCrumb,
    );
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(json(crumbs).itemListElement.at(-1)).toMatchObject({
      position: 3,
      name: "Warehousing",
      item: `${site.url}/warehousing`,
    });
    expect(svc["@type"]).toBe("Service");
  });
});

describe("no self-serving review markup", () => {
  it("has no AggregateRating, Review or FAQPage in any object", () => {
    const all = JSON.stringify([
      organization,
      ...cities.map((c) => branchJsonLd(c, cityPath(c.slug), cityEmail(c, site.email))),
      trail,
      service,
    ]);
    expect(all).not.toMatch(/AggregateRating|aggregateRating|"Review"|"review"|FAQPage/);
  });
});
