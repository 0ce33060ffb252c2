/**
 * Writes one drawing per city of the cities file, images/drawings/city-<slug>.svg: the same branch-front scene in
 * the style of the other drawings (flat shapes on the app/app.css palette), with the city's name on the
 * signboard, a simple silhouette of one of its landmarks behind the office when one is drawn here, and a sky of
 * its own. The image pipeline (scripts/images.ts) writes them before it reads them, so a branch added to the
 * cities file has its office drawn; the files are committed, and scripts/city-drawings.test.ts fails when they
 * differ from what this script writes. Run `npx tsx scripts/city-drawings.ts` after changing it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { cityImageId } from "../app/content/images.ts";
import { readContent } from "../app/content/read.ts";

/** What a drawing needs of a city: its page's id, its English name for the signboard, and its landmark's words. */
export interface DrawnCity {
  id: string;
  name: string;
  landmark?: string | undefined;
}

/**
 * One shape of a landmark: its role picks the colour from the sky (f the silhouette, x its darker details,
 * h cut-outs in the sky's colour, s and t strokes of those two, a/g/w accent, green and white).
 */
type Part = [role: "f" | "x" | "h" | "s" | "t" | "a" | "g" | "w", d: string, width?: number];

interface Sky {
  sky: string;
  sun: string;
  land: string;
  detail: string;
  /** The office's windows: lit after dark. */
  window: string;
}

/** Times of day, taken in turn by the cities so neighbours in a list look different. */
const SKIES: Sky[] = [
  { sky: "#eef4ff", sun: "#dbe6fe", land: "#bfd3fe", detail: "#93b4fd", window: "#dbe6fe" },
  { sky: "#fff6ed", sun: "#fb923c", land: "#bfd3fe", detail: "#93b4fd", window: "#dbe6fe" },
  { sky: "#dbe6fe", sun: "#fff", land: "#93b4fd", detail: "#3b6ef5", window: "#eef4ff" },
  { sky: "#ffead4", sun: "#f26b1d", land: "#93b4fd", detail: "#1f4fd8", window: "#dbe6fe" },
  { sky: "#bfd3fe", sun: "#fff", land: "#3b6ef5", detail: "#1b3689", window: "#ffead4" },
];

/** Repeats a path template `n` times, stepping its first coordinate pair by (dx, dy). */
const repeat = (n: number, x: number, y: number, dx: number, dy: number, rest: string) =>
  Array.from({ length: n }, (_, i) => `M${x + i * dx} ${y + i * dy}${rest}`).join("");

/** Small arched windows: `n` in a row from x, their bottoms at y. */
const arches = (n: number, x: number, y: number, step: number) => repeat(n, x, y, step, 0, "v-14a6 6 0 0 1 12 0v14z");

/** The landmarks, drawn between x 20 and 440 on the ground line at y 480, at most 340 high. */
const LANDMARKS: Record<string, Part[]> = {
  // Howrah Bridge: two towers, the cantilever truss and its deck.
  kolkata: [
    ["f", "M112 480V190h26v290zM322 480V190h26v290z"],
    [
      "s",
      "M125 196L24 350M125 196Q230 300 335 196M335 196L436 350M70 350l40-96M170 350l-10-90M230 350V250M290 350l10-90M390 350l-40-96",
      10,
    ],
    ["f", "M16 346h428v16H16z"],
    ["x", "M16 440h428v40H16z"],
  ],
  // India Gate: the arch, its cornice and stepped attic.
  delhi: [
    ["f", "M120 480V214h220v266zM140 214v-34h180v34zM172 180v-26h116v26z"],
    ["x", "M110 226h240v-16H110zM120 300h220v8H120z"],
    ["h", "M190 480V340a40 40 0 0 1 80 0v140z"],
  ],
  // Charminar: four minarets with onion tops around a square arch.
  hyderabad: [
    [
      "f",
      "M130 480V270h200v210zM112 480V170h26v310zM322 480V170h26v310zM108 172a17 17 0 0 1 34 0zM318 172a17 17 0 0 1 34 0zM122 156v-20h6v20zM332 156v-20h6v20zM150 270v-34h160v34z",
    ],
    ["x", "M104 240h42v10h-42zM314 240h42v10h-42zM104 330h42v10h-42zM314 330h42v10h-42zM130 290h200v8H130z"],
    ["h", `M180 480V370a50 50 0 0 1 100 0v110z${arches(5, 164, 266, 28)}`],
  ],
  // Gateway of India: the arch between its four turrets, by the sea.
  mumbai: [
    [
      "f",
      "M90 480V230h280v250zM92 230v-50h36v50zM332 230v-50h36v50zM92 182a18 18 0 0 1 36 0zM332 182a18 18 0 0 1 36 0zM168 230v-40h124v40zM180 192a14 14 0 0 1 28 0zM252 192a14 14 0 0 1 28 0z",
    ],
    ["h", "M180 480V330a50 50 0 0 1 100 0v150zM110 440v-60a12 12 0 0 1 24 0v60zM326 440v-60a12 12 0 0 1 24 0v60z"],
    ["x", "M20 462h420v18H20z"],
  ],
  // Hawa Mahal: the stepped pink facade and its rows of small windows.
  jaipur: [
    [
      "f",
      "M70 480V340h320v140zM100 340v-70h260v70zM140 270v-60h180v60zM180 210v-54h100v54zM180 158a10 10 0 0 1 20 0zM220 158a10 10 0 0 1 20 0zM260 158a10 10 0 0 1 20 0z",
    ],
    [
      "h",
      arches(11, 84, 380, 28) +
        arches(11, 84, 440, 28) +
        arches(8, 114, 320, 30) +
        arches(6, 152, 254, 28) +
        arches(3, 196, 196, 28),
    ],
  ],
  // Kamakhya: the beehive dome and its two smaller shrines.
  guwahati: [
    [
      "f",
      "M100 480V400h260v80zM170 400C170 300 200 214 230 184C260 214 290 300 290 400zM226 186v-34h8v34zM110 400c0-40 20-60 35-70c15 10 35 30 35 70zM280 400c0-40 20-60 35-70c15 10 35 30 35 70z",
    ],
    ["t", "M204 400C204 310 216 240 230 196M256 400C256 310 244 240 230 196M176 340h108M184 280h92", 5],
    ["h", "M210 480v-40a20 20 0 0 1 40 0v40z"],
  ],
  // Golghar: the granary's dome and the stair winding up its side.
  patna: [
    ["f", "M60 480C60 310 140 220 230 220C320 220 400 310 400 480zM210 222v-16h40v16z"],
    ["t", "M90 470C120 380 160 300 216 236", 10],
    ["h", "M210 480v-40a20 20 0 0 1 40 0v40z"],
  ],
  // Jhulta Minar and the kites of Uttarayan.
  ahmedabad: [
    ["f", "M120 480V200h24v280zM316 480V200h24v280zM116 202l16-44 16 44zM312 202l16-44 16 44zM144 480V320h172v160z"],
    ["x", "M112 250h40v8h-40zM308 250h40v8h-40zM112 300h40v8h-40zM308 300h40v8h-40zM144 340h172v8H144z"],
    ["h", "M196 480V400a34 34 0 0 1 68 0v80z"],
    ["a", "M380 120l20 26-20 26-20-26zM70 150l16 20-16 20-16-20z"],
    ["t", "M380 172c-10 40 10 70-10 110M70 190c10 30-8 50 4 80", 2],
  ],
  // Vidhana Soudha: the long front, its colonnade and central dome.
  bangalore: [
    [
      "f",
      "M30 480V330h400v150zM150 330v-60h160v60zM180 272a50 50 0 0 1 100 0zM226 224v-28h8v28zM56 330a20 20 0 0 1 40 0zM364 330a20 20 0 0 1 40 0z",
    ],
    [
      "h",
      repeat(6, 162, 290, 26, 0, "h12v40h-12z") +
        repeat(6, 48, 360, 20, 0, "h10v30h-10z") +
        repeat(6, 316, 360, 20, 0, "h10v30h-10z"),
    ],
  ],
  // Vikramshila Setu: the long bridge on its piers over the Ganga, a boat below.
  bhagalpur: [
    ["x", "M10 430h440v50H10z"],
    ["f", "M10 370h440v16H10z" + repeat(7, 40, 386, 64, 0, "h16v60h-16z")],
    ["s", "M10 370V350h440v20", 4],
    ["w", "M250 444h80l-12 16h-56z"],
    ["a", "M290 444v-50l30 44z"],
  ],
  // Lingaraj: the curved tower with its ribbed sides, before its smaller halls.
  bhubaneshwar: [
    [
      "f",
      "M170 480V270C170 206 192 156 230 136C268 156 290 206 290 270V480zM204 136a26 10 0 0 0 52 0a26 10 0 0 0-52 0zM225 128v-30h10v30zM290 480v-80l60-60 60 60v80zM50 480v-70l45-45 45 45v70z",
    ],
    ["t", "M172 420h116M172 370h116M172 320h116M174 270h112M184 220h92", 5],
  ],
  // A temple gopuram: the tiered tower narrowing to its barrel roof.
  chennai: [
    ["f", "M120 480L164 190h132l44 290zM156 192c0-26 30-40 74-40s74 14 74 40zM186 154v-22h10v22zM264 154v-22h10v22z"],
    ["t", "M134 420h192M142 370h176M150 320h160M157 270h146M163 226h134", 6],
    ["h", "M204 480v-56h52v56z"],
  ],
  // A ghat on the river: steps to the water, a small temple with its flag, a boat.
  chhapra: [
    ["f", "M20 480V380h40v20h40v20h40v20h40v40zM100 380v-60c0-30 16-52 32-62c16 10 32 32 32 62v60z"],
    ["x", "M180 440h270v40H180z"],
    ["t", "M132 258v-48", 4],
    ["a", "M134 210l30 10-30 10z"],
    ["w", "M290 444h110l-16 18h-78z"],
    ["a", "M340 444v-70l44 62z"],
  ],
  // The glass towers of Cyber City.
  gurgaon: [
    ["f", "M50 480V270h80v210zM140 480V150h84v330zM234 480V214l72-30v296zM316 480V300h90v180z"],
    [
      "h",
      repeat(8, 150, 180, 0, 34, "h64v8h-64z") +
        repeat(6, 60, 300, 0, 30, "h60v6h-60z") +
        repeat(6, 326, 326, 0, 26, "h70v6h-70z"),
    ],
  ],
  // The steel works: a sawtooth shed, tall chimneys and their smoke.
  jamshedpur: [
    [
      "f",
      "M30 480V370l60-30v30l60-30v30l60-30v140zM240 480V190h26v290zM290 480V220h26v260zM340 480V250h26v230zM380 480V320h56v160z",
    ],
    ["x", "M240 210h26v10h-26zM290 240h26v10h-26zM340 270h26v10h-26z"],
    ["w", "M253 170a18 18 0 1 1 30-20a22 22 0 1 1 36 6a16 16 0 1 1-10 30h-44a16 16 0 0 1-12-16z"],
  ],
  // Shaniwar Wada: the fort wall, its bastions and the great gate.
  pune: [
    [
      "f",
      `M20 480V340h420v140zM60 480V300h64v180zM336 480V300h64v180zM166 480V250h128v230z${repeat(4, 60, 300, 18, 0, "v-12h10v12z")}${repeat(4, 336, 300, 18, 0, "v-12h10v12z")}${repeat(5, 168, 250, 26, 0, "v-14h14v14z")}`,
    ],
    ["h", "M198 480V370a32 32 0 0 1 64 0v110zM184 310v-20a8 8 0 0 1 16 0v20zM260 310v-20a8 8 0 0 1 16 0v20z"],
  ],
  // The clock tower of the old town square.
  raipur: [
    ["f", "M160 480v-40h140v40zM196 440V200h68v240zM184 204h92v-22h-92zM190 184l40-76 40 76z"],
    ["h", "M230 216a26 26 0 1 1 0 52a26 26 0 1 1 0-52zM218 440v-60a12 12 0 0 1 24 0v60z"],
    ["t", "M230 242v-16M230 242l12 8", 4],
  ],
  // Pahari Mandir: the hill, the temple on its top and the flag beside it.
  ranchi: [
    ["f", "M10 480C80 380 150 300 230 290C310 300 380 380 450 480zM204 294v-40h52v40zM198 256l32-38 32 38z"],
    ["t", "M300 304V140", 5],
    ["a", "M302 140h70v16h-70z"],
    ["w", "M302 156h70v16h-70z"],
    ["g", "M302 172h70v16h-70z"],
  ],
};

/**
 * A stroke font for the signboard, capitals on a 6 × 10 grid: the name is drawn as lines, so the picture
 * does not depend on which fonts the machine that renders it has.
 */
const GLYPHS: Record<string, string> = {
  A: "M0 10L3 0L6 10M1 6.5H5",
  B: "M0 10V0H4Q6 0 6 2.5Q6 5 4 5H0M4 5Q6 5 6 7.5Q6 10 4 10H0",
  C: "M6 1.5Q5 0 3 0Q0 0 0 5Q0 10 3 10Q5 10 6 8.5",
  D: "M0 0V10H3Q6 10 6 5Q6 0 3 0Z",
  E: "M6 0H0V10H6M0 5H4.5",
  F: "M6 0H0V10M0 5H4.5",
  G: "M6 1.5Q5 0 3 0Q0 0 0 5Q0 10 3 10Q6 10 6 6H3.5",
  H: "M0 0V10M6 0V10M0 5H6",
  I: "M3 0V10M1 0H5M1 10H5",
  J: "M5 0V7Q5 10 2.5 10Q0 10 0 7.5",
  K: "M0 0V10M6 0L0 6M2 4.5L6 10",
  L: "M0 0V10H6",
  M: "M0 10V0L3 6L6 0V10",
  N: "M0 10V0L6 10V0",
  O: "M3 0Q0 0 0 5Q0 10 3 10Q6 10 6 5Q6 0 3 0Z",
  P: "M0 10V0H4Q6 0 6 2.5Q6 5 4 5H0",
  R: "M0 10V0H4Q6 0 6 2.5Q6 5 4 5H0M3 5L6 10",
  S: "M6 1.5Q5 0 3 0Q0 0 0 2.5Q0 5 3 5Q6 5 6 7.5Q6 10 3 10Q1 10 0 8.5",
  T: "M0 0H6M3 0V10",
  U: "M0 0V7Q0 10 3 10Q6 10 6 7V0",
  V: "M0 0L3 10L6 0",
  W: "M0 0L1.5 10L3 4L4.5 10L6 0",
  Y: "M0 0L3 5L6 0M3 5V10",
  Z: "M0 0H6L0 10H6",
  " ": "",
};

const round = (n: number) => Math.round(n * 10) / 10;

/** A glyph's path moved to (x, y) and scaled by s; its commands are M, L, H, V, Q and Z only. */
function placeGlyph(d: string, x: number, y: number, s: number): string {
  return (d.match(/[A-Z][^A-Z]*/g) ?? [])
    .map((part) => {
      const cmd = part[0]!;
      const nums = part
        .slice(1)
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (cmd === "H") return `H${round(x + nums[0]! * s)}`;
      if (cmd === "V") return `V${round(y + nums[0]! * s)}`;
      return cmd + nums.map((n, i) => round(i % 2 === 0 ? x + n * s : y + n * s)).join(" ");
    })
    .join("");
}

/** The city's name in capitals, centred in a box, as one stroked path. */
export function signText(name: string, box: { x: number; y: number; width: number; height: number }): string {
  const letters = [...name.toUpperCase()];
  for (const l of letters) if (!(l in GLYPHS)) throw new Error(`No glyph for "${l}" in "${name}"`);
  const advance = 9; // a letter is 6 wide, with 3 between letters
  const scale = Math.min(box.height / 10, box.width / (letters.length * advance - 3));
  const left = box.x + (box.width - (letters.length * advance - 3) * scale) / 2;
  const top = box.y + (box.height - 10 * scale) / 2;
  return letters.map((l, i) => placeGlyph(GLYPHS[l]!, left + i * advance * scale, top, scale)).join("");
}

/**
 * The brand mark as in app/components/logo.tsx. The signboard is the tile's own navy, so a white rim keeps the
 * tile's outline readable there, as a badge mounted on the board.
 */
const LOGO =
  '<rect x="-3" y="-3" width="54" height="54" rx="15" fill="#fff"/><rect width="48" height="48" rx="12" fill="#1a3fae"/><path d="M6 18h27v21H6z" fill="#fff"/><path d="M6 18l6-6h27l-6 6z" fill="#bfd3fe"/><path d="M6 24h24v-6l12 9-12 9v-6H6z" fill="#f26b1d"/>';

/** A crew member at the office's door, waving a greeting with an open smile. */
const CREW =
  '<path d="M-14-70h12v66h-12zM2-70h12v66H2z" fill="#14255c"/><path d="M-19-7h17v7h-17zM2-7h18v7H2z" fill="#0c1638"/><rect x="-21" y="-130" width="42" height="66" rx="13" fill="#1a3fae"/><path d="M-21-106h42v8h-42z" fill="#f26b1d"/><circle cy="-148" r="17" fill="#b7794f"/><path d="M-18-151a18 18 0 0 1 36 0zM12-153h16v5H12z" fill="#f26b1d"/><path d="M-6-149v3M6-149v3M-6-141h12a6 6 0 0 1-12 0z" fill="#1f1a17" stroke="#1f1a17" stroke-width="3" stroke-linecap="round"/>' +
  '<path d="M-15-118l-22-38" stroke="#1a3fae" stroke-width="12" stroke-linecap="round"/><circle cx="-39" cy="-160" r="8" fill="#b7794f"/>';

function landmark(parts: Part[], sky: Sky): string {
  const fill = { f: sky.land, x: sky.detail, h: sky.sky, a: "#f26b1d", g: "#15803d", w: "#fff" } as const;
  return parts
    .map(([role, d, width]) =>
      role === "s" || role === "t"
        ? `<path d="${d}" stroke="${role === "s" ? sky.land : sky.detail}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`
        : `<path d="${d}" fill="${fill[role]}"/>`,
    )
    .join("");
}

/** Where the office's signboard writes the city's name. */
export const SIGN_BOX = { x: 558, y: 206, width: 282, height: 34 };

/** A number of the city's own, so its sky stays the same whichever cities are added around it. */
const numberOf = (id: string) => [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);

/** Whether a landmark is drawn behind the office of the city `id`. */
export const hasDrawnLandmark = (id: string) => id in LANDMARKS;

/**
 * The drawing of one city's office: its landmark behind it when one is drawn here. A city whose record names a
 * landmark that is not drawn fails, so its picture's alt text never describes what the picture does not show.
 */
export function cityDrawing(city: DrawnCity): string {
  const parts = LANDMARKS[city.id] ?? [];
  if (city.landmark && parts.length === 0)
    throw new Error(
      `${city.name} (${city.id}): content/*/cities.json names a landmark ("${city.landmark}") that scripts/city-drawings.ts does not draw; leave it empty, or draw it there`,
    );
  const index = numberOf(city.id);
  const sky = SKIES[index % SKIES.length]!;
  const text = signText(city.name, SIGN_BOX);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 600">',
    `<rect width="900" height="600" fill="${sky.sky}"/>`,
    `<circle cx="${index % 2 === 0 ? 400 : 90}" cy="100" r="56" fill="${sky.sun}"/>`,
    landmark(parts, sky),
    '<path d="M0 480h900v120H0z" fill="#dbe6fe"/><path d="M0 480h900" stroke="#93b4fd" stroke-width="6"/>',
    '<path d="M470 150h400v330H470z" fill="#fff"/><path d="M470 150h400v20H470z" fill="#bfd3fe"/>',
    '<path d="M486 190h368v68H486z" fill="#1a3fae"/>',
    `<g transform="translate(498 200)">${LOGO}</g>`,
    `<path d="${text}" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    '<path d="M478 272h384l-18 42H496z" fill="#f26b1d"/>',
    '<path d="M530 272l-6 42M590 272l-3 42M650 272v42M710 272l3 42M770 272l6 42M830 272l8 42" stroke="#fff" stroke-width="12"/>',
    `<path d="M496 340h150v110H496z" fill="${sky.window}"/>`,
    '<path d="M496 340h150v110H496zM571 340v110" stroke="#1b3689" stroke-width="7" fill="none"/>',
    '<path d="M688 330h90v150h-90z" fill="#93b4fd"/><path d="M688 330h90v150h-90zM733 330v150" stroke="#1b3689" stroke-width="7" fill="none"/>',
    '<path d="M812 448h34l-5 32h-24z" fill="#c2410c"/><circle cx="829" cy="432" r="22" fill="#15803d" fill-opacity=".75"/>',
    `<g transform="translate(640 500)">${CREW}</g>`,
    "</svg>",
  ].join("");
}

/** The file each city's drawing is written to, relative to the repository root. */
export const cityDrawingFile = (slug: string) => join("images", "drawings", `${cityImageId(slug)}.svg`);

/** The cities of the content folder as their drawings need them. */
export async function drawnCities(dir?: string): Promise<DrawnCity[]> {
  return (await readContent("cities", "en", dir)).cities.map(({ id, name, landmark }) => ({ id, name, landmark }));
}

/** Writes the drawing of every city whose file is missing or differs; the number written. */
export function writeCityDrawings(cities: readonly DrawnCity[]): number {
  const changed = cities.filter((city) => {
    const file = cityDrawingFile(city.id);
    return !existsSync(file) || readFileSync(file, "utf8") !== cityDrawing(city);
  });
  for (const city of changed) writeFileSync(cityDrawingFile(city.id), cityDrawing(city));
  return changed.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const written = writeCityDrawings(await drawnCities());
  console.log(`city drawings: ${written} written to images/drawings/`);
}
