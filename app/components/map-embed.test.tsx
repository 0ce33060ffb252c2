import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish as render } from "../../tests/places";
import { visitor } from "../../tests/user";
import { MapEmbed } from "./map-embed";

const PATNA = { lat: 25.6128, lon: 85.1232 };

describe("MapEmbed", () => {
  it("shows a placeholder, no map, until asked", () => {
    render(<MapEmbed {...PATNA} title="Map of our Patna office" />);
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("button", { name: /Show map: Map of our Patna office/ })).toBeInTheDocument();
  });

  it("loads the office's map on Enter, lazily, at a fixed size, and hands it the focus", async () => {
    const user = visitor();
    render(<MapEmbed {...PATNA} title="Map of our Patna office" />);
    screen.getByRole("button", { name: /Show map/ }).focus();
    await user.keyboard("{Enter}");
    const frame = document.querySelector("iframe")!;
    expect(frame).toHaveAttribute("title", "Map of our Patna office");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("width")).toMatch(/^\d+$/);
    expect(frame.getAttribute("height")).toMatch(/^\d+$/);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Show map/ })).toBeNull();

    const src = new URL(frame.getAttribute("src")!);
    expect(`${src.origin}${src.pathname}`).toBe(`${new URL(site.mapUrl).origin}/export/embed.html`);
    expect(src.searchParams.get("layer")).toBe("mapnik");
    const [lat, lon] = src.searchParams.get("marker")!.split(",").map(Number);
    expect(lat).toBeCloseTo(PATNA.lat, 4);
    expect(lon).toBeCloseTo(PATNA.lon, 4);
    const [west, south, east, north] = src.searchParams.get("bbox")!.split(",").map(Number);
    expect(west! < PATNA.lon && PATNA.lon < east!).toBe(true);
    expect(south! < PATNA.lat && PATNA.lat < north!).toBe(true);
  });

  it("links to the larger map in a new tab", () => {
    render(<MapEmbed {...PATNA} title="Map of our Patna office" />);
    const larger = screen.getByRole("link", { name: /View larger map/ });
    expect(larger.getAttribute("href")).toMatch(new RegExp(`^${new URL(site.mapUrl).origin.replace(/\./g, "\\.")}/`));
    expect(larger).toHaveAttribute("target", "_blank");
    expect(larger).toHaveAttribute("rel", "noopener noreferrer");
  });
});
