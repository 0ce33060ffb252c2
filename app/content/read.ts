/**
 * Reads the content folder at build time: content/<language>/<kind>.json, checked by the kind's schema
 * (./schemas/index.ts) and, for a translated language, against the English file by ids. Only loaders and build
 * scripts call it, so no page's script carries it or the words. A file that breaks a rule stops the build with
 * one message naming the file, the field's path and what was expected.
 */
import type { z } from "zod";

import type { Locale } from "../config/locales.ts";
import { collections, type ContentOf, type Kind } from "./schemas/index.ts";
import { unknownRowCities } from "./schemas/prices.ts";
import { localize, pathOf, TranslationMismatch, translationOf } from "./schemas/translation.ts";

/** The content folder, from the project's root: the folder the office's editor writes. */
export const CONTENT_DIR = "content";

/**
 * The folder the loaders read: the content folder, or the copy `CONTENT_DIR` names (a test's preview of an edit
 * made in the editor, on the development server).
 */
export const contentDir = () => process.env.CONTENT_DIR ?? CONTENT_DIR;

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

async function readJson(file: string): Promise<unknown> {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new ContentError(file, [error.code === "ENOENT" ? "missing: every language has every file" : error.message]);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, [`not JSON: ${(error as Error).message}`]);
  }
}

function checked(file: string, schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContentError(
    file,
    result.error.issues.map((issue) => `${pathOf(issue.path) || "(the file)"}: ${issue.message}`),
  );
}

/** Each kind's translation schema, derived once from its English one. */
const translationSchemas = new Map(
  Object.entries(collections).map(([kind, { schema, neutral }]) => [kind, translationOf(schema, neutral)!]),
);

/**
 * What one file's schema cannot see: ids a kind's records name from another kind's file (the price tables' rows
 * name branch cities of the cities file).
 */
async function crossFileProblems<K extends Kind>(kind: K, english: ContentOf<K>, dir: string): Promise<string[]> {
  if (kind !== "prices") return [];
  // A row prices the route from the head office to branch cities.
  const branches = (await readContent("cities", "en", dir)).cities.filter((c) => !c.headOffice);
  return unknownRowCities(english as ContentOf<"prices">, branches).map((p) => `${pathOf(p.path)}: ${p.message}`);
}

/**
 * What was read of each file, by kind, language and folder: a build reads and checks a file once however many
 * loaders ask for it. A file's modification time and size are its stamp, so the editor's preview, which reads the
 * folder on every request, sees a file as soon as it is saved.
 */
const memo = new Map<string, { stamp: string; read: Promise<unknown> }>();

async function stampOf(files: readonly string[]): Promise<string> {
  const { stat } = await import("node:fs/promises");
  const stamps = files.map((f) => stat(f).then((s) => `${s.mtimeMs}:${s.size}`, () => "none"));
  return (await Promise.all(stamps)).join(" ");
}

/** Frozen, since every caller shares it: a loader that changed what it was given would change the next page's. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

/**
 * The content of `kind` in `locale`, checked, with the English content it was matched to (what a page sends the
 * office); `dir` is the content folder (a test's copy).
 */
export async function readContentWithEnglish<K extends Kind>(
  kind: K,
  locale: Locale,
  dir = contentDir(),
): Promise<{ content: ContentOf<K>; english: ContentOf<K> }> {
  const files = [
    `${dir}/en/${kind}.json`,
    ...(locale === "en" ? [] : [`${dir}/${locale}/${kind}.json`]),
    // The price tables are checked against the cities file (crossFileProblems).
    ...(kind === "prices" ? [`${dir}/en/cities.json`] : []),
  ];
  const key = `${dir}\0${kind}\0${locale}`;
  const stamp = await stampOf(files);
  const held = memo.get(key);
  if (held?.stamp === stamp) return held.read as Promise<{ content: ContentOf<K>; english: ContentOf<K> }>;
  const read = freshly(kind, locale, dir).then(frozen);
  memo.set(key, { stamp, read });
  return read;
}

/** `readContentWithEnglish` from the files themselves. */
async function freshly<K extends Kind>(
  kind: K,
  locale: Locale,
  dir: string,
): Promise<{ content: ContentOf<K>; english: ContentOf<K> }> {
  if (locale !== "en") return translated(kind, locale, dir, (await readContentWithEnglish(kind, "en", dir)).english);
  const englishFile = `${dir}/en/${kind}.json`;
  const english = checked(englishFile, collections[kind].schema, await readJson(englishFile)) as ContentOf<K>;
  const crossProblems = await crossFileProblems(kind, english, dir);
  if (crossProblems.length > 0) throw new ContentError(englishFile, crossProblems);
  return { content: english, english };
}

async function translated<K extends Kind>(kind: K, locale: Locale, dir: string, english: ContentOf<K>) {
  const file = `${dir}/${locale}/${kind}.json`;
  const translation = checked(file, translationSchemas.get(kind)!, await readJson(file));
  try {
    const content = localize(english, translation, [], translationSchemas.get(kind));
    // The translation with its English neutral fields obeys every rule the English file does (a placeholder kept).
    return { content: checked(file, collections[kind].schema, content) as ContentOf<K>, english };
  } catch (error) {
    if (error instanceof TranslationMismatch) throw new ContentError(file, [error.message]);
    throw error;
  }
}

/** The content of `kind` in `locale`, checked; `dir` is the content folder (a test's copy). */
export async function readContent<K extends Kind>(kind: K, locale: Locale, dir = contentDir()): Promise<ContentOf<K>> {
  return (await readContentWithEnglish(kind, locale, dir)).content;
}
