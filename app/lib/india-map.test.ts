import { describe, expect, it } from "vitest";

import { citiesIn } from "~/content/cities";
import { atolls, islands, mainland } from "~/content/india-outline";

import { mapSize, project } from "./india-map";

const { pages: cityPages } = (await citiesIn("en")).content;

type Point = readonly [number, number];

/** Even-odd ray casting: whether a point lies inside a closed polygon (both as [y, x] pairs). */
function inside([py, px]: Point, polygon: readonly Point[]) {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

describe("the India map's projection", () => {
  it("draws a place further north higher up, and further east further right", () => {
    const delhi = project(28.6, 77.2);
    expect(project(30, 77.2).y).toBeLessThan(delhi.y);
    expect(project(28.6, 80).x).toBeGreaterThan(delhi.x);
    expect(project(28.6, 80).y).toBe(delhi.y);
  });

  it("keeps India's shape: a degree of longitude shorter than one of latitude, as at 22° N", () => {
    const origin = project(22, 80);
    const east = project(22, 81).x - origin.x;
    const south = project(21, 80).y - origin.y;
    expect(east / south).toBeCloseTo(Math.cos((22 * Math.PI) / 180), 2);
  });

  it("fits the whole outline, the islands and every office inside the drawing", () => {
    const places: Point[] = [
      ...mainland,
      ...islands.flat(),
      ...atolls,
      ...cityPages.map((c) => [c.office.lat, c.office.lon] as const),
    ];
    for (const [lat, lon] of places) {
      const { x, y } = project(lat, lon);
      expect(x).toBeGreaterThan(0);
      expect(y).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapSize.width);
      expect(y).toBeLessThan(mapSize.height);
    }
  });
});

describe("India's outline", () => {
  it("puts every office on the mainland", () => {
    for (const city of cityPages) expect(inside([city.office.lat, city.office.lon], mainland), city.name).toBe(true);
  });

  it("shows India's boundary as the Government of India depicts it", () => {
    const india: [string, Point][] = [
      ["Gilgit", [35.92, 74.31]],
      ["Skardu", [35.3, 75.63]],
      ["Muzaffarabad", [34.37, 73.47]],
      ["Aksai Chin", [35.2, 79.6]],
      ["Leh", [34.16, 77.58]],
      ["Tawang", [27.59, 91.86]],
      ["Anini", [28.8, 95.9]],
      ["Srinagar", [34.08, 74.8]],
    ];
    for (const [name, point] of india) expect(inside(point, mainland), name).toBe(true);
  });

  it("leaves out the neighbours, Bangladesh included", () => {
    const abroad: [string, Point][] = [
      ["Lahore", [31.55, 74.34]],
      ["Islamabad", [33.68, 73.05]],
      ["Kathmandu", [27.7, 85.32]],
      ["Thimphu", [27.47, 89.64]],
      ["Dhaka", [23.81, 90.41]],
      ["Sylhet", [24.9, 91.87]],
      ["Lhasa", [29.65, 91.1]],
      ["Colombo", [6.93, 79.85]],
    ];
    for (const [name, point] of abroad) expect(inside(point, mainland), name).toBe(false);
  });
});
