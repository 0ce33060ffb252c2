// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { type Locale, locales, translatedLocales } from "../../config/locales";
import { site } from "../../config/site";
import { stepsIn } from "../company";
import { homeContentIn } from "../home-content";
import { CLAIM_ICONS, HOME_TEMPLATE_NAMES, type HomeContent, REASON_ICONS, SERVICE_ICONS } from "./home";
import { STEP_COUNT, type StepsContent } from "./steps";

describe("a home page file that breaks a rule", () => {
  const problemWith = (edit: (home: HomeContent) => void) => problemWithEdit<HomeContent>("home", edit);

  it("names the file and the card id used twice", async () => {
    const message = await problemWith((home) => (home.services[1]!.id = home.services[0]!.id));
    expect(message).toContain(join("en", "home.json"));
    expect(message).toContain(`services[1].id: the id '${"home-shifting"}' is used twice`);
  });

  it("refuses a card leading to no page, and takes a page's address whatever its capitals", async () => {
    expect(await problemWith((home) => (home.services[0]!.path = "/house-shifting"))).toContain(
      "services[0].path: one of the services' pages: /home-shifting",
    );
    expect(await problemWith((home) => (home.services[0]!.path = "/Warehousing"))).toBe("");
  });

  it("refuses an icon the sections do not draw, in each list", async () => {
    const bad = "rocket" as never;
    expect(await problemWith((home) => (home.services[0]!.icon = bad))).toContain(
      `services[0].icon: one of the icons '${SERVICE_ICONS[0]}'`,
    );
    expect(await problemWith((home) => (home.reasons[2]!.icon = bad))).toContain(
      `reasons[2].icon: one of the icons '${REASON_ICONS[0]}'`,
    );
    expect(await problemWith((home) => (home.claims[3]!.icon = bad))).toContain(
      `claims[3].icon: one of the icons '${CLAIM_ICONS[0]}'`,
    );
  });

  it("refuses a figure that is no company figure, an empty text, a month that is none and a logo elsewhere", async () => {
    expect(await problemWith((home) => (home.reasons[0]!.text = "{decades} of moves"))).toContain(
      "reasons[0].text: '{decades}' is none of the figures '{years}', '{rating}', '{reply}', '{brand}'",
    );
    expect(await problemWith((home) => (home.whySection.intro = " Moving is personal."))).toContain(
      "whySection.intro: no spaces at the start or end",
    );
    expect(await problemWith((home) => (home.clients[0]!.name = ""))).toContain(
      "clients[0].name: words, not an empty text",
    );
    expect(await problemWith((home) => (home.testimonials[0]!.date = "2025-13"))).toContain(
      "testimonials[0].date: a year and month like '2025-02'",
    );
    expect(await problemWith((home) => (home.clients[0]!.logo = "https://example.com/logo.svg"))).toContain(
      "clients[0].logo: a logo of public/clients/",
    );
  });
});

describe("the home page's templates", () => {
  const problemWith = (edit: (home: HomeContent) => void, locale: Locale = "en") =>
    problemWithEdit<HomeContent>("home", edit, locale);

  it("refuse a template that lost what the page puts in it, or names what it does not", async () => {
    expect(await problemWith((home) => (home.hero.title = "Fast, safe and affordable relocation"))).toContain(
      "hero.title: names '{accent}'",
    );
    expect(await problemWith((home) => (home.hero.intro = home.hero.intro.replace("{guarantee}", "guarantee")))).toContain(
      "hero.intro: names '{guarantee}'",
    );
    expect(await problemWith((home) => (home.testimonialsSection.slide = "{n} of {total}"))).toContain(
      "testimonialsSection.slide: '{total}' is none of the figures and",
    );
    expect(await problemWith((home) => (home.clientsSection.logoAlt = "A logo"))).toContain(
      "clientsSection.logoAlt: names '{name}' or '{nameOf}'",
    );
  });

  it("refuse a client without the possessive form the logos' text names, in the language's file", async () => {
    const locale = translatedLocales.at(-1)!;
    const message = await problemWith((home) => {
      home.clientsSection.logoAlt = "{nameOf}";
      delete home.clients[2]!.forms;
    }, locale);
    expect(message).toContain(join(locale, "home.json"));
    expect(message).toContain("clients[2].forms.of: the name's possessive form");
  });
});

describe("a steps file that breaks a rule", () => {
  it("refuses a fifth step, which the headings would not count", async () => {
    const message = await problemWithEdit<StepsContent>("steps", (file) =>
      file.steps.push({ id: "settle-in", title: "Settle in", text: "Enjoy the new home." }),
    );
    expect(message).toContain(join("en", "steps.json"));
    expect(message).toContain(`steps: ${STEP_COUNT} steps`);
  });
});

describe("the home page's words and records", () => {
  it("have the figures and the company's name written out and every logo's file, in every language", async () => {
    for (const locale of locales) {
      const home = await homeContentIn(locale, site.brand);
      // Only what the page fills as it shows the words is left.
      const left = [...JSON.stringify(home).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(left.filter((name) => !(HOME_TEMPLATE_NAMES as readonly string[]).includes(name!)), locale).toEqual([]);
      expect(home.meta.description, locale).toContain(site.brand);
      for (const c of home.clients) expect(existsSync(join("public", c.logo)), c.logo).toBe(true);
      expect(await stepsIn(locale)).toHaveLength(STEP_COUNT);
    }
  });
});
