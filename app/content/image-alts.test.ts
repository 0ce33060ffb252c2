// @vitest-environment node
import { describe, expect, it } from "vitest";

import { locales, translatedLocales } from "~/config/locales";

import { problemWithEdit, readEdited } from "../../tests/edited-content";
import { imageAltsIn } from "./image-alts";
import { cityImageId, FIXED_SLOT_IDS } from "./images";
import { readContent } from "./read";
import type { ImagesContent } from "./schemas/images";

type CitiesJson = { cities: { id: string; landmark?: string }[] };

describe("the pictures' alt texts", () => {
  it.each(locales)("%s: every slot has one, each city's naming the city and its drawing's landmark", async (locale) => {
    const alts = await imageAltsIn(locale);
    for (const id of FIXED_SLOT_IDS) expect(alts[id], id).toBeTruthy();
    for (const city of (await readContent("cities", locale)).cities) {
      const alt = alts[cityImageId(city.id)];
      expect(alt, city.id).toContain(city.name);
      if (city.landmark) expect(alt, city.id).toContain(city.landmark);
    }
  });

  it("a city without a landmark is described by its office alone", async () => {
    const { cityOffice } = await readContent("images", "en");
    const alts = await readEdited<CitiesJson, Awaited<ReturnType<typeof imageAltsIn>>>(
      "cities",
      (json) => delete json.cities[1]!.landmark,
      (dir) => imageAltsIn("en", dir),
    );
    const { cities } = await readContent("cities", "en");
    expect(alts[cityImageId(cities[1]!.id)]).toBe(cityOffice.officeOnly.replace("{city}", cities[1]!.name));
  });
});

describe("the pictures' alt texts file (schemas/images.ts)", () => {
  it("refuses a file without a fixed slot's alt text, naming the slot", async () => {
    const problem = await problemWithEdit<ImagesContent>("images", (json) => {
      json.slots = json.slots.filter((s) => s.id !== FIXED_SLOT_IDS[0]);
    });
    expect(problem).toMatch(new RegExp(`images\\.json[\\s\\S]*slots: no alt text for the picture slot '${FIXED_SLOT_IDS[0]}'`));
  });

  it("refuses an alt text for a slot the site does not have", async () => {
    const problem = await problemWithEdit<ImagesContent>("images", (json) => {
      json.slots.push({ id: "no-such-slot", alt: "A picture" });
    });
    expect(problem).toMatch(/slots\[\d+\]\.id: a picture slot of app\/content\/images\.ts/);
  });

  it("refuses a photograph that is not a picture file of the photographs' folder", async () => {
    for (const photo of ["images/photos/team.jpg", "/public/img/home-hero-480.jpg", "/images/photos/team.gif"]) {
      const problem = await problemWithEdit<ImagesContent>("images", (json) => {
        json.slots[0]!.photo = photo;
      });
      expect(problem, photo).toMatch(/slots\[0\]\.photo: a JPEG, PNG or WebP file in \/images\/photos/);
    }
  });

  it("refuses a photograph written in a translation: a picture's photograph is the English file's", async () => {
    const problem = await problemWithEdit<ImagesContent>(
      "images",
      (json) => {
        json.slots[0]!.photo = "/images/photos/team.jpg";
      },
      translatedLocales[0],
    );
    expect(problem).toMatch(new RegExp(`${translatedLocales[0]}/images\\.json[\\s\\S]*slots\\[0\\]: Unrecognized key: "photo"`));
  });

  it("refuses a city office's text without the city's name", async () => {
    const problem = await problemWithEdit<ImagesContent>("images", (json) => {
      json.cityOffice.officeOnly = "Our office";
    });
    expect(problem).toMatch(/cityOffice\.officeOnly: '\{city\}' is missing/);
  });

  it.each(translatedLocales)("%s: refuses a translation that drops a placeholder the English keeps", async (locale) => {
    const problem = await problemWithEdit<{ cityOffice: { withLandmark: string } }>(
      "images",
      (json) => {
        json.cityOffice.withLandmark = json.cityOffice.withLandmark.replace("{landmark}", "");
      },
      locale,
    );
    expect(problem).toMatch(new RegExp(`${locale}/images\\.json[\\s\\S]*cityOffice\\.withLandmark: '\\{landmark\\}' is missing`));
  });
});
