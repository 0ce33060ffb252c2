/**
 * Where the /network map writes each city's name, in the map's user units (india-map.ts).
 *
 * The map is drawn about 330 px wide on a 360 px phone (a scale of 0.59), so names 21 units tall read at 12 px or
 * more at every width. At that size close cities (Delhi and Gurgaon, Patna and Chhapra, Ranchi, Jamshedpur and
 * Kolkata, Mumbai and Pune) have no room for their names beside their marks: those names sit out in the open
 * (the sea, the land beyond the border) with a thin line to their mark. The places are chosen by hand and checked
 * in india-map-labels.test.ts against every language's names: no name over another, over another city's mark, or
 * off the drawing.
 */

export const LABEL_SIZE = 21;

/** The radius of the head office's star and of a branch's dot. */
export const markRadius = { head: 12, branch: 6 } as const;

export type LabelAnchor = "start" | "middle" | "end";

/** The name's anchor (its baseline, at its start, middle or end) relative to its city's mark. */
export interface LabelPlace {
  dx: number;
  dy: number;
  anchor: LabelAnchor;
}

/** A name close to its mark needs no line; one further off than this gets one. */
const NEAR = 25;

const RIGHT: LabelPlace = { dx: 11, dy: 7, anchor: "start" };

const places: Readonly<Record<string, LabelPlace>> = {
  ahmedabad: { dx: 0, dy: -14, anchor: "middle" },
  bangalore: { dx: -11, dy: 7, anchor: "end" },
  bhagalpur: { dx: 11, dy: 17, anchor: "start" },
  bhubaneshwar: { dx: 24, dy: 42, anchor: "start" },
  chhapra: { dx: -30, dy: -30, anchor: "end" },
  delhi: { dx: 26, dy: -26, anchor: "start" },
  guwahati: { dx: -24, dy: -14, anchor: "start" },
  gurgaon: { dx: -26, dy: -22, anchor: "end" },
  jaipur: { dx: -11, dy: 24, anchor: "end" },
  jamshedpur: { dx: 31, dy: 50, anchor: "start" },
  kolkata: { dx: 16, dy: 7, anchor: "start" },
  mumbai: { dx: -42, dy: 44, anchor: "middle" },
  patna: { dx: 16, dy: -34, anchor: "start" },
  pune: { dx: 11, dy: 12, anchor: "start" },
  raipur: { dx: -11, dy: 7, anchor: "end" },
  ranchi: { dx: -40, dy: -4, anchor: "end" },
};

/** Where `slug`'s name goes; a city not placed by hand gets its name on the right of its mark. */
export const labelPlace = (slug: string): LabelPlace => places[slug] ?? RIGHT;

/**
 * The line from a mark of radius `radius` to its name, relative to the mark, when the name sits away from it: from
 * the mark's edge to the side of the name that faces it (its start or end, or its foot or head when centred).
 */
export function leaderLine({ dx, dy, anchor }: LabelPlace, radius: number) {
  if (Math.hypot(dx, dy) <= NEAR) return undefined;
  // The middle of a line of text lies about a third of its size above the baseline.
  const middle = dy - LABEL_SIZE * 0.35;
  const [x2, y2] =
    anchor === "start"
      ? [dx - 3, middle]
      : anchor === "end"
        ? [dx + 3, middle]
        : dy < 0
          ? [dx, dy + 4]
          : [dx, dy - LABEL_SIZE];
  const length = Math.hypot(x2, y2);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x1: round((x2 / length) * (radius + 2)),
    y1: round((y2 / length) * (radius + 2)),
    x2: round(x2),
    y2: round(y2),
  };
}
