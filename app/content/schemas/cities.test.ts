// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { translatedLocales } from "../../config/locales";
import { CONTENT_DIR, readContent } from "../read";

type City = Record<string, unknown> & { office: Record<string, unknown>; transit?: Record<string, unknown> };
type Cities = { regions: Record<string, unknown>[]; cities: City[] };

const [translated] = translatedLocales;

describe("a cities file that breaks a rule the office must keep", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The message of reading a copy of the content folder whose `locale` cities file `edit` changed. */
  async function problemWith(locale: string, edit: (json: Cities) => void) {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, "cities.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as Cities;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return readContent("cities", translated!, dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const english = (edit: (json: Cities) => void) => problemWith("en", edit);
  const branch = (json: Cities, i = 3) => json.cities[i]!;

  it("reads the folder as it is", async () => {
    expect(await english(() => {})).toBe("");
  });

  it("names the file and the path of a phone that is not 10 digits", async () => {
    const message = await english((json) => (branch(json).phone = "+91 94712 04518"));
    expect(message).toContain(join("en", "cities.json"));
    expect(message).toContain("cities[3].phone: a phone number of 10 digits");
    expect(await english((json) => (branch(json).phone = "947120451"))).toContain("cities[3].phone:");
  });

  it("refuses a PIN code that is not 6 digits", async () => {
    expect(await english((json) => (branch(json).office.pin = "81200"))).toContain(
      "cities[3].office.pin: a PIN code of 6 digits",
    );
  });

  it("refuses coordinates outside India, naming which", async () => {
    expect(await english((json) => (branch(json).office.lat = 51.5))).toContain(
      "cities[3].office.lat: a latitude inside India, between 6 and 37",
    );
    expect(await english((json) => (branch(json).office.lon = -0.12))).toContain(
      "cities[3].office.lon: a longitude inside India, between 68 and 98",
    );
    expect(await english((json) => (branch(json).office.lat = "25.2"))).toContain(
      "cities[3].office.lat: a latitude in degrees",
    );
  });

  it("refuses a city id, and so a page address, used twice", async () => {
    const message = await english((json) => (branch(json, 4).id = branch(json, 3).id));
    expect(message).toMatch(/cities\[4\]\.id: the id '[a-z-]+' is used twice/);
  });

  it("refuses a region that is none of the regions", async () => {
    expect(await english((json) => (branch(json).region = "central-asia"))).toMatch(
      /cities\[3\]\.region: 'central-asia' is none of 'bihar-jharkhand'/,
    );
  });

  it("wants exactly one head office, and a road link from Kolkata for every branch", async () => {
    expect(await english((json) => (branch(json).headOffice = true))).toContain(
      `cities: one city with "headOffice": true, not 2`,
    );
    expect(await english((json) => delete branch(json).transit)).toContain(
      "cities[3].transit: a branch's road link from Kolkata",
    );
    expect(await english((json) => (branch(json).transit!.maxDays = 0.5))).toContain(
      "cities[3].transit.maxDays: a whole number of days",
    );
    expect(
      await english((json) => {
        branch(json).transit!.minDays = 3;
        branch(json).transit!.maxDays = 2;
      }),
    ).toContain("cities[3].transit.maxDays: maxDays at least minDays");
  });

  it("refuses two offices with one phone number", async () => {
    expect(await english((json) => (branch(json, 5).phone = branch(json, 3).phone))).toContain("cities[5].phone: '");
  });

  it("refuses a translation that lacks a city or sets a field written once in English", async () => {
    const lacking = await problemWith(translated!, (json) => json.cities.pop());
    expect(lacking).toContain(join(translated!, "cities.json"));
    expect(lacking).toMatch(/cities: '[a-z-]+' is not translated/);
    expect(await problemWith(translated!, (json) => (branch(json).phone = "9999999999"))).toContain(
      `cities[3]: Unrecognized key: "phone"`,
    );
    expect(await problemWith(translated!, (json) => (branch(json).office.pin = "800001"))).toContain(
      `cities[3].office: Unrecognized key: "pin"`,
    );
  });
});
