/**
 * The office's editor (`npm run edit`, docs/decisions/editor.md) in a real browser: its page and configuration
 * from the editor's server, the content folder opened as the office opens it. The one stand-in is the folder
 * picker, which no automated browser can answer: it hands the editor a folder of the browser's own file system
 * (the same file-system API the editor writes the office's folder with), filled with a copy of the content folder
 * and read back after a save.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serve, type ServerType } from "@hono/node-server";
import { expect, type Page, test } from "@playwright/test";

import { type Locale, locales } from "../../app/config/locales.ts";
import { CONTENT_DIR, readContent } from "../../app/content/read.ts";
import { collections, type Kind } from "../../app/content/schemas/index.ts";
import { editorApp } from "../../editor/app.ts";

/** How the editor's language switch names a language. */
const languageName = new Intl.DisplayNames(["en"], { type: "language" });

let server: ServerType;
let editorUrl: string;

test.beforeAll(async () => {
  const app = editorApp({ repo: "company/site" });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  editorUrl = `http://localhost:${(server.address() as AddressInfo).port}/admin/`;
});
test.afterAll(() => server.close());

const files = () =>
  (Object.keys(collections) as Kind[]).flatMap((kind) => locales.map((l) => `${CONTENT_DIR}/${l}/${kind}.json`));

/** Opens the editor on a copy of the content folder, as the office does from its start page. */
async function openEditor(page: Page) {
  const copy: Record<string, string> = Object.fromEntries(
    await Promise.all(files().map(async (f) => [f, await readFile(f, "utf8")])),
  );
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle("site", { create: true });
  });
  await page.goto(editorUrl);
  await page.evaluate(async (copy) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("site", { create: true });
    await root.getDirectoryHandle(".git", { create: true });
    for (const [path, text] of Object.entries(copy)) {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, copy);
  await page.reload();
  await page.getByRole("button", { name: /Local Repository/i }).click();
  await expect(page.getByRole("radio", { name: "Contents" })).toBeChecked();
  return copy;
}

/** The content files as the editor left them in the folder. */
const savedFiles = (page: Page) =>
  page.evaluate(async (paths) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
    const texts: Record<string, string> = {};
    for (const path of paths) {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      texts[path] = await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    }
    return texts;
  }, files());

// The editor names a field's group “Name” Field, with the name isolated for either writing direction.
const fields = (page: Page, name: string) =>
  page.getByRole("group", { name: `“\u2068${name}\u2069” Field`, exact: true });
const field = (page: Page, name: string) => fields(page, name).last();

/** A review to add, in a language: the words of the first review there, under another name. */
async function reviewIn(locale: Locale) {
  const { name, city, move, text } = (await readContent("testimonials", locale)).testimonials[0]!;
  return { name: `${name} 2`, city, move, text };
}

/**
 * A field of the record being added, once it shows: the editor draws a long list's fields as they scroll into
 * view, so the list scrolls on until it does.
 */
async function shown(page: Page, name: string, role: "textbox" | "combobox" = "textbox") {
  const control = field(page, name).getByRole(role);
  await expect(async () => {
    if ((await control.count()) === 0) {
      await page.getByRole("group", { name: /^Edit .* Content$/ }).hover();
      await page.mouse.wheel(0, 400);
    }
    await expect(control).toBeVisible({ timeout: 500 });
  }).toPass();
  return control;
}

async function addReview(page: Page, locale: Locale, date = "2026-10") {
  const words = await reviewIn(locale);
  // With the other records folded, the new one is the only one whose fields show.
  const collapse = page.getByRole("button", { name: "Collapse All" });
  if (await collapse.isEnabled()) await collapse.click();
  await expect(fields(page, "Id")).toHaveCount(0);
  await page.getByRole("button", { name: /^Add .*Testimonials/ }).click();
  await (await shown(page, "Id")).fill("farhan-qureshi");
  await (await shown(page, "Name")).fill(words.name);
  await (await shown(page, "City")).fill(words.city);
  await (await shown(page, "Move")).fill(words.move);
  if (locale === "en") {
    await (await shown(page, "Date")).fill(date);
    await (await shown(page, "Service", "combobox")).click();
    await page.getByRole("option", { name: "/local-shifting" }).click();
  }
  await (await shown(page, "Text")).fill(words.text);
}

test.describe("the office's editor @desktop", () => {
  // The editor loads 2 MB of script and builds every field of a file of thirty records: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("a review added in every language is saved where the build reads it", async ({ page }) => {
    await openEditor(page);
    await page.getByText("Testimonials").first().click();
    for (const locale of locales) {
      await page
        .getByRole("radio", { name: languageName.of(locale), exact: true })
        .first()
        .check();
      await addReview(page, locale);
    }
    await page.getByRole("button", { name: "Save" }).click();
    const added = async () =>
      Object.entries(await savedFiles(page)).filter(
        ([path, text]) => path.includes("testimonials") && text.includes("farhan-qureshi"),
      ).length;
    await expect.poll(added).toBe(locales.length);

    const dir = await mkdtemp(join(tmpdir(), "edited-"));
    try {
      await cp(CONTENT_DIR, dir, { recursive: true });
      for (const [path, text] of Object.entries(await savedFiles(page))) {
        await writeFile(join(dir, path.slice(CONTENT_DIR.length + 1)), text);
      }
      for (const locale of locales) {
        const { testimonials } = await readContent("testimonials", locale, dir);
        const added = testimonials.find((t) => t.id === "farhan-qureshi");
        expect(added, locale).toMatchObject({
          ...(await reviewIn(locale)),
          date: "2026-10",
          service: "/local-shifting",
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a value the build would refuse is refused beside its field, and no file changes", async ({ page }) => {
    const before = await openEditor(page);
    await page.getByText("Testimonials").first().click();
    await addReview(page, "en", "2026-13");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(field(page, "Date")).toContainText(
      collections.testimonials.schema.shape.testimonials.element.shape.date.description!,
    );
    expect(await savedFiles(page)).toEqual(before);
  });
});
