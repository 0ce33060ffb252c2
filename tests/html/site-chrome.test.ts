import { describe, expect, it } from "vitest";

import { type Locale, localeOf, localePath, locales } from "../../app/config/locales.ts";
import { citiesIn, cityInFormIn, cityPath } from "../../app/content/cities.ts";
import { SERVICE_PAGES } from "../../app/content/service-content.ts";
import { chatMessage, type ChatTopic } from "../../app/i18n/chat.ts";
import { chatWordsOf, cityPagesOf, servicePageOf, stringsOf } from "../words";
import { built, notFoundFiles, pages, site, textOf } from "./built";

const { pages: cityPages } = (await citiesIn("en")).content;

/**
 * What every page's shared layout carries in its HTML, in every language: the footer (SPEC §1, §2), the contact
 * links of the top bar, the phone's action bar and the floating buttons, and the entries of the wide services
 * menu. Which of them shows at a width, and how the menus open, is the browser's to check.
 */

/** SPEC §1: the chat button's prefilled text, on a page that names no service, city or estimate. */
const CHAT_TEXT = "Hello! I want to inquire about your services.";

const everyPage = [...pages, ...notFoundFiles];
/** A 404 file's language is that of the folder it sits in. */
const languageOf = (path: string): Locale => localeOf(path);
const hrefs = (root: Element | null) =>
  [...(root?.querySelectorAll("a[href]") ?? [])].map((a) => a.getAttribute("href"));

/** The pages whose chat names what they show: each service page and each city page, by its path in a language. */
const topics = new Map<string, Exclude<ChatTopic, { kind: "estimate" }>>();
for (const locale of locales) {
  for (const kind of SERVICE_PAGES) {
    const page = await servicePageOf(locale, kind);
    topics.set(localePath(page.path, locale), { kind: "service", name: page.name });
  }
  for (const c of await cityPagesOf(locale))
    topics.set(localePath(cityPath(c.slug), locale), {
      kind: "city",
      name: c.name,
      nameIn: (await cityInFormIn(locale, c.slug))!,
    });
}
/** The services the menus list, by their English paths. */
const englishServices = (await stringsOf("en")).services;
const chats = new Map(await Promise.all(locales.map(async (l) => [l, await chatWordsOf(l)] as const)));

function expectChatLink(a: Element | undefined, text: string) {
  expect(a, "chat link").toBeDefined();
  const url = new URL(a!.getAttribute("href")!);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get("text")).toBe(text);
  expect(a!.getAttribute("target")).toBe("_blank");
  expect(a!.getAttribute("rel")).toMatch(/\bnoopener\b/);
}

it("names a topic for every service page and city page in each language", () => {
  expect(topics.size).toBe(locales.length * (7 + cityPages.length));
  expect([...topics.keys()].every((p) => everyPage.includes(p))).toBe(true);
});

describe.each(everyPage)("%s", (path) => {
  const { document } = built(path);
  const locale = languageOf(path);
  const local = (p: string) => localePath(p, locale);
  const tel = `tel:+91${site.phone}`;

  it("has the footer's links, address, copyright and social profiles", () => {
    const footers = document.querySelectorAll("footer");
    expect(footers).toHaveLength(1);
    const footer = footers[0]!;
    const links = [...footer.querySelectorAll("a[href]")];
    const to = (p: string) => links.filter((a) => a.getAttribute("href") === local(p));
    // SPEC §2: two-wheeler and four-wheeler relocation lead to vehicle shifting, residential to home shifting.
    expect(to("/vehicle-shifting").length).toBeGreaterThanOrEqual(2);
    expect(to("/home-shifting").length).toBeGreaterThanOrEqual(1);
    if (locale === "en") {
      expect(to("/vehicle-shifting").map(textOf)).toEqual(
        expect.arrayContaining(["Two-Wheeler Relocation", "Four-Wheeler Relocation"]),
      );
      expect(to("/home-shifting").map(textOf)).toContain("Residential Relocation");
    }
    const text = textOf(footer);
    expect(text).toContain(`${site.office.city}, ${site.office.state} ${site.office.pin}`);
    expect(text).toContain("© 2025");
    expect(to("/terms-and-conditions")).toHaveLength(1);
    expect(to("/privacy-policy")).toHaveLength(1);
    // The two planning pages, reached from every page in its language.
    expect(to("/book-survey")).toHaveLength(1);
    expect(to("/moving-plan")).toHaveLength(1);
    for (const profile of Object.values(site.social)) {
      const a = links.find((l) => l.getAttribute("href") === profile);
      expect(a, profile).toBeDefined();
      expect(a!.getAttribute("target")).toBe("_blank");
      expect(a!.getAttribute("rel")).toMatch(/\bnoopener\b/);
    }
  });

  it("has the top bar's phone and e-mail links", () => {
    const bar = document.querySelector('[data-testid="top-bar"]');
    expect(hrefs(bar)).toEqual(expect.arrayContaining([tel, `mailto:${site.email}`]));
    // Its "free survey" offer books one.
    expect(hrefs(bar)).toContain(local("/book-survey"));
  });

  it("has the action bar's call, chat and free-quote links, and the floating chat and call buttons", () => {
    const topic = topics.get(path);
    const text = chatMessage(topic, chats.get(locale)!);
    if (topic) expect(text).toContain(topic.name);
    else if (locale === "en") expect(text).toBe(CHAT_TEXT);
    const bar = document.querySelector('[data-testid="action-bar"]');
    expect(bar?.tagName).toBe("NAV");
    expect(hrefs(bar)).toEqual(expect.arrayContaining([tel, local("/free-estimate")]));
    expectChatLink(
      [...bar!.querySelectorAll("a")].find((a) => a.href.startsWith("https://wa.me/")),
      text,
    );
    const circles = document.querySelector('[data-testid="floating-contact"]');
    expect(hrefs(circles)).toContain(tel);
    expectChatLink(
      [...circles!.querySelectorAll("a")].find((a) => a.href.startsWith("https://wa.me/")),
      text,
    );
  });

  it("lists every service in the wide menu, closed, and leaves the phone's drawer to its first opening", () => {
    const servicePaths = englishServices.map((s) => local(s.path));
    const menu = document.querySelector("#services-menu");
    expect(menu?.hasAttribute("hidden")).toBe(true);
    expect(hrefs(menu)).toEqual(servicePaths);
    // The drawer's links are all in the wide menu and the footer; hydrating them on every page costs a phone.
    expect(document.querySelector("#mobile-drawer")).toBeNull();
    expect(document.querySelector('button[aria-haspopup="dialog"][aria-expanded="false"]')).not.toBeNull();
  });
});
