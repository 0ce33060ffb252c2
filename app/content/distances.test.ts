// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "~/config/load";

import { citiesIn } from "./cities";
import { findPlace, greatCircleKm, KOLKATA, places, ROAD_FACTOR, roadKm, roadKmTable, ROUND_KM } from "./distances";

const { branches: cities } = (await citiesIn("en")).content;

describe("road distance table", () => {
  it("covers Kolkata and the 17 branch cities, by slug", () => {
    expect(places).toHaveLength(cities.length + 1);
    expect(places.map((p) => p.slug).sort()).toEqual(["kolkata", ...cities.map((c) => c.slug)].sort());
    for (const c of cities)
      expect(findPlace(c.slug)).toMatchObject({ name: c.name, lat: c.office.lat, lon: c.office.lon });
  });

  it("places Kolkata at the head office's coordinates from the site configuration", () => {
    const { office } = loadSiteConfig({});
    expect({ lat: KOLKATA.lat, lon: KOLKATA.lon }).toEqual({ lat: office.lat, lon: office.lon });
  });

  it("is symmetric, zero on the diagonal and positive elsewhere", () => {
    for (const a of places)
      for (const b of places) {
        expect(roadKm(a.slug, b.slug)).toBe(roadKm(b.slug, a.slug));
        if (a === b) expect(roadKm(a.slug, b.slug)).toBe(0);
        else expect(roadKm(a.slug, b.slug)).toBeGreaterThan(0);
      }
  });

  it("is the great-circle distance times the road factor, rounded", () => {
    for (const a of places)
      for (const b of places) {
        const km = roadKmTable[a.slug]![b.slug]!;
        expect(km % ROUND_KM).toBe(0);
        expect(Math.abs(km - greatCircleKm(a, b) * ROAD_FACTOR)).toBeLessThanOrEqual(ROUND_KM / 2);
      }
  });

  it("computes a known straight line correctly (Kolkata–Delhi is about 1,305 km as the crow flies)", () => {
    expect(greatCircleKm(KOLKATA, findPlace("delhi")!)).toBeCloseTo(1306, -1);
  });

  it("stays close to the road distances published on the city pages (Guwahati's Siliguri detour aside)", () => {
    for (const c of cities.filter((c) => c.slug !== "guwahati")) {
      const km = roadKm("kolkata", c.slug)!;
      expect(Math.abs(km - c.transit.km) / c.transit.km, c.name).toBeLessThan(0.12);
    }
  });

  it("answers undefined for an unknown place", () => {
    expect(roadKm("kolkata", "atlantis")).toBeUndefined();
    expect(findPlace("atlantis")).toBeUndefined();
  });
});
