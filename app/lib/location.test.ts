// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

import { reverseGeocode, toVisitorLocation } from "./location";

describe("reverse geocoding", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads city, postcode and country from a Nominatim answer", () => {
    expect(toVisitorLocation({ address: { city: "Patna", postcode: "800001", country: "India" } })).toEqual({
      city: "Patna",
      postcode: "800001",
      country: "India",
    });
  });

  it("falls back to town or village when there is no city", () => {
    expect(toVisitorLocation({ address: { town: "Chhapra", country: "India" } })?.city).toBe("Chhapra");
  });

  it("treats an error answer or an empty address as no location", () => {
    expect(toVisitorLocation({ error: "Unable to geocode" })).toBeNull();
    expect(toVisitorLocation({ address: {} })).toBeNull();
  });

  it("asks the configured geocoder at city level, with coordinates rounded to about a kilometre", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ address: { city: "Ranchi", country: "India" } })));
    vi.stubGlobal("fetch", fetchMock);
    await expect(reverseGeocode(23.344719, 85.309562)).resolves.toMatchObject({ city: "Ranchi" });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/reverse");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: "23.34", lon: "85.31", zoom: "10", format: "json" });
  });

  it("rejects when the geocoder answers with an error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: "Unable to geocode" }))));
    await expect(reverseGeocode(0, 0)).rejects.toThrow(/Unable to geocode/);
  });
});
