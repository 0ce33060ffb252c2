// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { locales } from "../config/locales";
import { CONTENT_DIR, readContent, readContentWithEnglish } from "./read";
import { collections, type Kind } from "./schemas";

const kinds = Object.keys(collections) as Kind[];

describe("the content folder", () => {
  it.each(locales.flatMap((l) => kinds.map((k) => [l, k] as const)))("%s/%s.json is whole and valid", async (l, k) => {
    await expect(readContent(k, l)).resolves.toBeTruthy();
  });
});

describe("a file that breaks a rule", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the content folder with one file changed by `edit`, read in `locale`. */
  async function problemWith(locale: string, edit: (json: Record<string, unknown[]>) => void) {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, "jobs.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown[]>;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return readContent("jobs", locale === "en" ? "hi" : (locale as "hi"), dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const job = (json: Record<string, unknown[]>, i: number) => json.jobs![i] as Record<string, unknown>;

  it("names the file, the field's path and what was expected", async () => {
    const message = await problemWith("en", (json) => (job(json, 2).title = 7));
    expect(message).toContain(join("en", "jobs.json"));
    expect(message).toContain("jobs[2].title: Invalid input: expected string, received number");
  });

  it("refuses a reference to no record of its list", async () => {
    const message = await problemWith("en", (json) => (job(json, 0).department = "catering"));
    expect(message).toMatch(/jobs\[0\]\.department: 'catering' is none of 'operations-and-logistics'/);
  });

  it("refuses an id used twice", async () => {
    const message = await problemWith("en", (json) => (job(json, 1).id = job(json, 0).id));
    expect(message).toContain("jobs[1].id: the id 'packing-and-moving-staff' is used twice");
  });

  it("refuses a translation that lacks a record, naming the language's file and the id", async () => {
    const message = await problemWith("hi", (json) => json.jobs!.pop());
    expect(message).toContain(join("hi", "jobs.json"));
    expect(message).toContain("jobs: 'hr-recruiter' is not translated");
  });

  it("refuses a translation with a record the English file lacks", async () => {
    const message = await problemWith("hi", (json) => (job(json, 0).id = "chef"));
    expect(message).toContain("jobs: 'chef' is not a record of the English file");
  });

  it("refuses a translation that lacks a text, and one that sets a field written once in English", async () => {
    expect(await problemWith("hi", (json) => delete job(json, 3).summary)).toContain(
      "jobs[3].summary: missing, though the English file has it",
    );
    expect(await problemWith("hi", (json) => (job(json, 3).location = "delhi"))).toContain(
      `jobs[3]: Unrecognized key: "location"`,
    );
  });

  it("refuses an empty text rather than show English", async () => {
    expect(await problemWith("hi", (json) => (job(json, 1).title = ""))).toContain(
      "jobs[1].title: words, not an empty text",
    );
  });
});

describe("a file read again", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is read and checked once, and shared frozen, so no reader changes what the next one gets", async () => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const first = await readContent("jobs", "hi", dir);
    expect(await readContent("jobs", "hi", dir)).toBe(first);
    expect(Object.isFrozen(first.jobs[0])).toBe(true);
  });

  it("is read afresh once saved, as the editor's preview reads it while the office edits", async () => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const retitled = (locale: string, title: string) => {
      const file = join(dir, locale, "jobs.json");
      const json = JSON.parse(readFileSync(file, "utf8")) as { jobs: { title: string }[] };
      json.jobs[0]!.title = title;
      writeFileSync(file, JSON.stringify(json));
    };
    await readContentWithEnglish("jobs", "hi", dir);
    retitled("hi", "Edited in Hindi");
    expect((await readContent("jobs", "hi", dir)).jobs[0]!.title).toBe("Edited in Hindi");
    // A translation is matched to the English file: a change to that is a change to it.
    retitled("en", "Edited in English");
    expect((await readContentWithEnglish("jobs", "hi", dir)).english.jobs[0]!.title).toBe("Edited in English");
  });
});
