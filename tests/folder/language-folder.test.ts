/**
 * A language is a line of the locale table and a content folder (README "Adding a language"): a copy of the
 * project with content/hi copied to content/xx and one line for xx in app/config/locales.ts, and nothing else
 * touched, builds, and the xx pages pass the translated pages' checks: their language, hreflang, the language
 * switch, every word in the language's script and none left in English. `npm run test:folder` runs it on its own:
 * it builds the copy (PRERENDER_CITIES keeps one city page per language).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { hrefLang, localePath, locales } from "../../app/config/locales.ts";
import { cityPath } from "../../app/content/places.ts";
import { translatedPages } from "../../app/i18n/translated.ts";
import { untranslatedRuns } from "../../scripts/untranslated.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * What `npm run build` reads: the app, its words and pictures, the build's scripts, the server's headers, and
 * the configuration (whose bundling resolves the editor's plugin, though only `npm run edit` loads it).
 */
const BUILD_READS = [
  "app",
  "editor",
  "content",
  "images",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** The language the copy gains: Hindi's words under a code no language has, in Devanagari, whose face the site has. */
const CODE = "xx";
const LINE = {
  prefix: `/${CODE}`,
  htmlLang: CODE,
  hrefLang: `${CODE}-IN`,
  ogLocale: `${CODE}_IN`,
  englishName: "Test language",
  nativeName: "परख",
  intl: "hi-IN-u-nu-latn",
  script: "Deva",
  font: "devanagari-subset.woff2",
};
const CITY = "patna";
const SOURCE = "hi";

/** The files the build writes from the table and the content into the sources (`npm run font`, `npm run images`). */
const WRITTEN_BY_BUILD = /^(app\/fonts|public\/img)\//;

const inNew = (english: string) => localePath(english, "en").replace(/^\//, `/${CODE}/`).replace(/\/$/, "");
const inSource = (english: string) => localePath(english, SOURCE);

/** Every file under `dir`, as paths relative to it. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => relative(dir, join(f.parentPath, f.name)));

/** The files of the copy that differ from the project's, or that the project has not. */
function changedIn(copy: string): string[] {
  return BUILD_READS.flatMap((entry) => {
    const path = join(copy, entry);
    const files = statSync(path).isDirectory() ? filesOf(path).map((f) => join(entry, f)) : [entry];
    return files.filter((file) => {
      try {
        return !readFileSync(join(ROOT, file)).equals(readFileSync(join(copy, file)));
      } catch {
        return true;
      }
    });
  }).sort();
}

let copy = "";
let build: { status: number | null; output: string } = { status: null, output: "" };
let touched: string[] = [];
let pages: typeof import("../html/built");
let head: typeof import("../html/page-head");
let words: typeof import("../html/translated-words");

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "language-folder-"));
  for (const entry of BUILD_READS) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");

  cpSync(join(copy, "content", SOURCE), join(copy, "content", CODE), { recursive: true });
  const table = join(copy, "app/config/locales.ts");
  const source = readFileSync(table, "utf8");
  const line = `  ${CODE}: ${JSON.stringify(LINE)},\n} as const;`;
  writeFileSync(table, source.replace(/^} as const;/m, line));
  touched = changedIn(copy);

  const run = spawnSync("npm", ["run", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: "build", PRERENDER_CITIES: CITY, PRECOMPRESS: "0", FORCE_COLOR: "0" },
  });
  build = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  if (build.status !== 0) return;
  process.env.BUILD_DIR = join(copy, "build");
  [pages, head, words] = await Promise.all([
    import("../html/built"),
    import("../html/page-head"),
    import("../html/translated-words"),
  ]);
}, 20 * 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The pages of the new language a reader finds in search results, and the city page built. */
const twinned = [...translatedPages, cityPath(CITY)];

describe(`a language that is a content folder and a line of the table (${CODE}, a copy of ${SOURCE})`, () => {
  // Without a build its pages' checks have nothing to read: "builds" says why.
  beforeEach((test) => {
    if (build.status !== 0 && test.task.name.startsWith("/")) test.skip();
  });

  it("touches no file of the project but the table and its folder", () => {
    expect(touched.filter((f) => !f.startsWith(`content/${CODE}/`))).toEqual(["app/config/locales.ts"]);
    expect(touched.length).toBeGreaterThan(40);
  });

  it("builds", () => {
    // The build names the file and the path of what the folder misses.
    expect(build.status, build.output.slice(-4000)).toBe(0);
  });

  it("writes no file of the project but its build and what the build writes from the table and the content", () => {
    const extra = changedIn(copy).filter((f) => !touched.includes(f) && !WRITTEN_BY_BUILD.test(f));
    expect(extra).toEqual([]);
  });

  it.each(twinned)("%s in the language says its language and is named by its twins", (english) => {
    const page = pages.built(inNew(english));
    expect(page.document.documentElement.getAttribute("lang")).toBe(LINE.htmlLang);
    expect(head.canonicals(page)).toEqual([head.urlOf(inNew(english))]);
    const alternates = [
      ...locales.map((l) => `${hrefLang[l]} ${head.urlOf(localePath(english, l))}`),
      `${LINE.hrefLang} ${head.urlOf(inNew(english))}`,
      `x-default ${head.urlOf(english)}`,
    ];
    for (const twin of [english, inSource(english), inNew(english)])
      expect(head.alternates(pages.built(twin)), twin).toEqual(alternates);
  });

  it.each(twinned)("%s in the language is offered by the language switch, and offers the others", (english) => {
    const switchOf = (path: string) =>
      Array.from(pages.built(path).document.querySelectorAll('[data-testid="language-switch"]'));
    const toNew = switchOf(english).filter((a) => a.getAttribute("href") === inNew(english));
    expect(toNew.map((a) => pages.textOf(a))).toEqual([LINE.nativeName, LINE.nativeName]);
    const others = locales.map((l) => localePath(english, l));
    expect(switchOf(inNew(english)).map((a) => a.getAttribute("href"))).toEqual([...others, ...others]);
  });

  it.each(twinned)("%s in the language is all in its script, and reads as the folder it was copied from", (english) => {
    const { main, chrome } = words.partsOf(inNew(english));
    const letter = new RegExp(`\\p{Script=${LINE.script}}`, "u");
    for (const part of [main, chrome]) {
      expect(part).toMatch(letter);
      expect(untranslatedRuns(part, words.keptOn(inNew(english), english))).toEqual([]);
    }
    expect(main).toBe(words.partsOf(inSource(english)).main);
  });

  it("/404.html and /network/404.html in the language are in the language", () => {
    for (const file of ["/404.html", "/network/404.html"]) {
      const page = pages.built(`/${CODE}${file}`);
      expect(page.document.documentElement.getAttribute("lang")).toBe(LINE.htmlLang);
      const { chrome } = words.partsOf(`/${CODE}${file}`);
      expect(untranslatedRuns(chrome, words.keptOn(file, file))).toEqual([]);
    }
  });
});
