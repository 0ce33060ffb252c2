// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "~/config/load";

import { citiesIn, placesIn } from "./cities";
import { estimatorPlaces, findPlace, greatCircleKm, ROAD_FACTOR, roadKm, ROUND_KM } from "./distances";
import { headOfficeOf } from "./places";

const { branches: cities } = (await citiesIn("en")).content;
const places = estimatorPlaces(await placesIn("en"));
const kolkata = headOfficeOf({ regions: [], cities: places });

describe("road distance table", () => {
  it("covers the head office's city and every branch city of the cities file, by slug", () => {
    expect(places).toHaveLength(cities.length + 1);
    expect(places.map((p) => p.slug).sort()).toEqual(["kolkata", ...cities.map((c) => c.slug)].sort());
    for (const c of cities)
      expect(findPlace(places, c.slug)).toMatchObject({ name: c.name, lat: c.office.lat, lon: c.office.lon });
  });

  it("offers the places in the alphabetical order of their English names in every language", async () => {
    const hindi = estimatorPlaces(await placesIn("hi"));
    expect(hindi.map((p) => p.slug)).toEqual(places.map((p) => p.slug));
    expect(places.map((p) => p.sent)).toEqual([...places.map((p) => p.sent)].sort());
  });

  it("places Kolkata at the head office's coordinates from the site configuration", () => {
    const { office } = loadSiteConfig({});
    expect({ lat: kolkata.lat, lon: kolkata.lon }).toEqual({ lat: office.lat, lon: office.lon });
  });

  it("is symmetric, zero on the diagonal and positive elsewhere", () => {
    for (const a of places)
      for (const b of places) {
        expect(roadKm(places, a.slug, b.slug)).toBe(roadKm(places, b.slug, a.slug));
        if (a === b) expect(roadKm(places, a.slug, b.slug)).toBe(0);
        else expect(roadKm(places, a.slug, b.slug)).toBeGreaterThan(0);
      }
  });

  it("is the great-circle distance times the road factor, rounded", () => {
    for (const a of places)
      for (const b of places) {
        const km = roadKm(places, a.slug, b.slug)!;
        expect(km % ROUND_KM).toBe(0);
        expect(Math.abs(km - greatCircleKm(a, b) * ROAD_FACTOR)).toBeLessThanOrEqual(ROUND_KM / 2);
      }
  });

  it("computes a known straight line correctly (Kolkata–Delhi is about 1,305 km as the crow flies)", () => {
    expect(greatCircleKm(kolkata, findPlace(places, "delhi")!)).toBeCloseTo(1306, -1);
  });

  it("stays close to the road distances published on the city pages (Guwahati's Siliguri detour aside)", () => {
    for (const c of cities.filter((c) => c.slug !== "guwahati")) {
      const km = roadKm(places, "kolkata", c.slug)!;
      expect(Math.abs(km - c.transit.km) / c.transit.km, c.name).toBeLessThan(0.12);
    }
  });

  it("answers undefined for an unknown place", () => {
    expect(roadKm(places, "kolkata", "atlantis")).toBeUndefined();
    expect(findPlace(places, "atlantis")).toBeUndefined();
  });
});
