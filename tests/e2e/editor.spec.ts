/**
 * The office's editor (`npm run edit`, docs/decisions/editor.md) in a real browser: its page and configuration
 * from the editor's server, the content folder opened as the office opens it. The one stand-in is the folder
 * picker, which no automated browser can answer: it hands the editor a folder of the browser's own file system
 * (the same file-system API the editor writes the office's folder with), filled with a copy of the content folder
 * and read back after a save.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serve, type ServerType } from "@hono/node-server";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { type Locale, localePath, locales } from "../../app/config/locales.ts";
import { CONTENT_DIR, readContent } from "../../app/content/read.ts";
import { idUsedTwice, PHOTO_FOLDER } from "../../app/content/schemas/fields.ts";
import type { ImagesContent } from "../../app/content/schemas/images.ts";
import { collections, type Kind } from "../../app/content/schemas/index.ts";
import { editorApp } from "../../editor/app.ts";
import { expect, test } from "./helpers/test";

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
async function openEditor(page: Page, url = editorUrl) {
  const copy: Record<string, string> = Object.fromEntries(
    await Promise.all(files().map(async (f) => [f, await readFile(f, "utf8")])),
  );
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle("site", { create: true });
  });
  // The copy goes into the storage of the editor's origin from a small document there (its configuration), so
  // that the editor's own 2 MB script starts once, on the copy.
  await page.goto(new URL("config.json", url).href);
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
  await page.goto(url);
  await page.getByRole("button", { name: /Local Repository/i }).click();
  await expect(page.getByRole("radio", { name: "Contents" })).toBeChecked();
  return copy;
}

/**
 * The content files as the editor left them in the folder. A file the editor is still writing cannot be read (the
 * browser holds it locked until the write closes) or is briefly not there while it is replaced, so such a read
 * waits and tries again.
 */
const savedFiles = (page: Page) =>
  page.evaluate(async (paths) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
    const read = async (path: string): Promise<string> => {
      for (let tries = 1; ; tries++) {
        try {
          const parts = path.split("/");
          let dir = root;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
        } catch (error) {
          const busy = error instanceof DOMException && ["NotReadableError", "NotFoundError"].includes(error.name);
          if (!busy || tries === 50) throw error;
          await new Promise((done) => setTimeout(done, 100));
        }
      }
    };
    const texts: Record<string, string> = {};
    for (const path of paths) texts[path] = await read(path);
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
 * `control` once it shows: the editor draws a long list's fields as they scroll near, so the pane scrolls on, under
 * the pointer, until it is drawn, and then to it.
 */
async function reveal(page: Page, control: Locator) {
  await expect(async () => {
    if ((await control.count()) === 0) {
      await page.getByRole("group", { name: /^Edit .* Content$/ }).hover();
      await page.mouse.wheel(0, 400);
    } else await control.scrollIntoViewIfNeeded({ timeout: 300 });
    await expect(control).toBeVisible({ timeout: 300 });
  }).toPass({ intervals: [0] });
  return control;
}

/** A field of the record being added, once it shows. */
const shown = (page: Page, name: string, role: "textbox" | "combobox" = "textbox") =>
  reveal(page, field(page, name).getByRole(role));

async function addReview(page: Page, locale: Locale, { id = "farhan-qureshi", date = "2026-10" } = {}) {
  const words = await reviewIn(locale);
  // With the other records folded, the new one is the only one whose fields show.
  const collapse = page.getByRole("button", { name: "Collapse All" });
  if (await collapse.isEnabled()) await collapse.click();
  await expect(fields(page, "Id")).toHaveCount(0);
  await page.getByRole("button", { name: /^Add .*Testimonials/ }).click();
  await (await shown(page, "Id")).fill(id);
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

/**
 * How long a save may take to reach the folder: the editor writes every language's file of the kind, while the
 * other workers' browsers share the machine's cores.
 */
const SAVED = { timeout: 20_000 };

/** The new price of the national table's Delhi route for a 2 BHK: a figure no page shows before the edit. */
const NEW_PRICE = 24750;
const shownPrice = NEW_PRICE.toLocaleString("en-IN");

/** The Delhi route's cells in the national table, opened in the price tables' form. */
async function delhiCells(page: Page) {
  await page.getByText("Price tables").first().click();
  const pane = page.getByRole("group", { name: /^Edit .* Content$/ });
  await pane.getByRole("button", { name: "Collapse All" }).first().click();
  await pane
    .getByRole("group")
    .filter({ has: page.getByText("national-shifting", { exact: true }) })
    .last()
    .getByRole("button", { name: "Expand" })
    .click();
  // The national table is the one open, and Delhi is its first row, drawn once the pane has scrolled to it.
  const cells = fields(page, "Cells").first();
  await reveal(page, cells.getByRole("combobox", { name: "Kind of price" }).nth(1));
  return cells;
}

/** The id of a branch the office opens, its page's address. */
const NEW_BRANCH = "ahmedabad-east";

/** The new branch's name in a language: the second city's there (Ahmedabad), with a word of the language after it. */
async function branchName(locale: Locale) {
  const [, second] = (await readContent("cities", locale)).cities;
  return `${second!.name} ${second!.office.locality}`;
}

/**
 * In the cities' form in `locale`, the new branch as the office adds one: a copy of the second city (Ahmedabad),
 * with the new branch's id, name, phone and coordinates.
 */
async function addBranch(page: Page, locale: Locale) {
  await page
    .getByRole("radio", { name: languageName.of(locale), exact: true })
    .first()
    .check();
  const cities = fields(page, "Cities");
  const collapse = cities.getByRole("button", { name: "Collapse All" }).first();
  // Every city folded, so that the field's groups are its cities alone. The button may still be disabled when the
  // pane is drawn before its list's state: it is asked again until no city shows its fields.
  await expect(async () => {
    if (await collapse.isEnabled()) await collapse.click();
    await expect(cities.getByRole("group", { name: `“\u2068Id\u2069” Field`, exact: true })).toHaveCount(0, {
      timeout: 500,
    });
  }).toPass({ intervals: [0], timeout: 20_000 });
  // The list is the field's first group, then one group per city: Kolkata, Ahmedabad, and so on.
  const city = (n: number) => cities.getByRole("group").nth(n + 1);
  await city(1).getByRole("button", { name: "List Item Options" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  // The copy follows the city it copies; in a translation's pane it comes folded.
  const unfold = city(2).getByRole("button", { name: "Expand", exact: true });
  // The copy is the one city whose fields show.
  const inCopyGroup = (name: string) =>
    cities.getByRole("group", { name: `“\u2068${name}\u2069” Field`, exact: true }).first();
  await expect(unfold.or(inCopyGroup("Id")).first()).toBeVisible();
  if (await unfold.isVisible()) await unfold.click();
  const inCopy = (name: string, role: "textbox" | "spinbutton" = "textbox") =>
    reveal(page, inCopyGroup(name).getByRole(role));
  await (await inCopy("Id")).fill(NEW_BRANCH);
  await (await inCopy("Name")).fill(await branchName(locale));
  // A language whose city pages inflect the name has its case forms: the copied city's endings on the new name.
  const [, second] = (await readContent("cities", locale)).cities;
  for (const [form, label] of [
    ["in", "In"],
    ["of", "Of"],
  ] as const) {
    const written = second!.forms?.[form];
    if (written) await (await inCopy(label)).fill(`${await branchName(locale)}${written.slice(second!.name.length)}`);
  }
  // The fields in the order the form draws them, so that the pane only ever scrolls down to the next.
  if (locale === "en") {
    await (await inCopy("Lat", "spinbutton")).fill("23.0225");
    await (await inCopy("Lon", "spinbutton")).fill("72.6369");
    await (await inCopy("Phone")).fill("9832012345");
  }
  // No landmark is drawn behind a new branch's office.
  await (await inCopy("Landmark")).fill("");
}

/** A free port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * `npm run edit`'s server (the site's development server with the editor), reading `contentDir`: the preview the
 * office reloads after a save, which reads the content files as the build does. It starts while the editor is
 * used; `ready` settles once it serves the editor and has rendered its first page, the slowest (the server
 * transforms the site's modules for it).
 */
async function startPreview(contentDir: string) {
  const port = await freePort();
  const dev: ChildProcess = spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    // As `npm run edit` starts it from a shell. This process's NODE_ENV says "production" once the editor's server
    // has bundled its fields with Vite's build, and a development server started with it renders no page.
    env: { ...process.env, NODE_ENV: "development", EDITOR: "1", CONTENT_DIR: contentDir },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const ready = (async () => {
    await expect
      .poll(
        () =>
          fetch(`${url}/admin/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
    await fetch(url);
  })();
  // Awaited before the preview is read; a test that fails earlier leaves it unread.
  ready.catch(() => {});
  return { url, ready, stop: () => process.kill(-dev.pid!) };
}

/**
 * Opens a page of the preview. The development server bundles a dependency the first time a page needs it and then
 * reloads the page, which aborts that navigation (net::ERR_ABORTED) on a fresh checkout; the page is asked again.
 */
async function openPreview(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
  }).toPass({ timeout: 60_000 });
}

/** The estimate of a 2 BHK from Kolkata to Delhi, which the national table's Delhi route prices. */
const ESTIMATE = "/cost-estimator?move=between&size=2-bhk&from=kolkata&to=delhi";

/** The rate of an extra charge the office changes: the stairs' rupees a floor, to a figure no page shows before. */
const NEW_RATE = 165;

/**
 * What the pages of the preview show in `locale` after the edits, as they come from the server (`page` runs no
 * script): the new price on home and on Delhi's page, the new rate on /charges, the new review on /testimonials,
 * and the new branch's page, pin, place in the list and count.
 */
async function checkPages(page: Page, previewUrl: string, locale: Locale) {
  const at = (path: string) => `${previewUrl}${localePath(path, locale)}`;
  await openPreview(page, at("/"));
  await expect(page.getByRole("main"), `home, ${locale}`).toContainText(shownPrice);
  await openPreview(page, at("/network/delhi"));
  await expect(page.getByRole("main"), `Delhi's page, ${locale}`).toContainText(shownPrice);
  await openPreview(page, at("/charges"));
  await expect(page.getByRole("main"), `charges, ${locale}`).toContainText(`₹${NEW_RATE}`);
  await openPreview(page, at("/testimonials"));
  await expect(page.getByRole("main"), `reviews, ${locale}`).toContainText((await reviewIn(locale)).name);
  // The head office's page states how many branches it serves: the file's count, one more than before.
  const branches = (await readContent("cities", "en")).cities.filter((c) => !c.headOffice).length + 1;
  await openPreview(page, at("/network/kolkata"));
  await expect(page.getByRole("main"), `branch count, ${locale}`).toContainText(
    new RegExp(`(^|[^\\d,])${branches}([^\\d,]|$)`),
  );
  // The branch has its pin on the map and its place in the list.
  const branchPage = localePath(`/network/${NEW_BRANCH}`, locale);
  await openPreview(page, at("/network"));
  await expect(page.locator(`svg a[href="${branchPage}"]`), `map pin, ${locale}`).toHaveAttribute(
    "aria-label",
    await branchName(locale),
  );
  await expect(page.locator(`main a[href="${branchPage}"]:not(svg a)`), `branch list, ${locale}`).not.toHaveCount(0);
  // Its own page, with its office's picture described, and its twins in the other languages.
  await openPreview(page, at(`/network/${NEW_BRANCH}`));
  await expect(page.getByRole("heading", { level: 1 }), `branch page, ${locale}`).toContainText(
    await branchName(locale),
  );
  await expect(page.locator(`main img[alt*="${await branchName(locale)}"]`)).toHaveCount(1);
  for (const other of locales.filter((l) => l !== locale))
    await expect(page.locator(`header a[href="${localePath(`/network/${NEW_BRANCH}`, other)}"]`)).not.toHaveCount(0);
}

/**
 * The checks share one opening of the editor, the heaviest step of each (its 2 MB script started on thirty files):
 * each starts from the list of files and goes back to it, leaving what it opened unsaved. The two that save run
 * last: the prices, review and branches the preview shows, then the photograph, which the preview's folder lacks.
 */
test.describe("the office's editor @desktop", () => {
  // The editor loads 2 MB of script and builds every field of a file of thirty records: slow on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let page: Page;
  let before: Record<string, string>;
  test.beforeAll(async ({ browser }, testInfo) => {
    // A context of its own, since the editor keeps the office's folder in its origin's storage, and a page at the
    // project's screen size, for the checks to share.
    page = await (await browser.newContext({ viewport: testInfo.project.use.viewport })).newPage();
    before = await openEditor(page);
  });
  test.afterAll(() => page.context().close());
  test.afterEach(async () => {
    const cancel = page.getByRole("button", { name: "Cancel Editing" });
    if (await cancel.isVisible()) await cancel.click();
    await expect(cancel).toBeHidden();
  });

  test("a range whose low end is above its high end is refused beside it, and no file changes", async () => {
    const cells = await delhiCells(page);
    // The cell shows its saved price before the office changes it.
    await expect(cells.getByRole("spinbutton", { name: "₹" }).nth(1)).toHaveValue("24000");
    await cells.getByRole("combobox", { name: "Kind of price" }).nth(1).selectOption("A range");
    // Delhi's 1, 2 and 3 BHK are one price each: the 2 BHK is the row's first range, from its one price.
    await expect(cells.getByRole("spinbutton", { name: "To ₹" }).first()).toHaveValue("24000");
    await cells.getByRole("spinbutton", { name: "From ₹" }).first().fill("30000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(cells).toContainText("the low end (₹30000) is above the high end (₹24000)");
    expect(await savedFiles(page)).toEqual(before);
  });

  test("a value the build would refuse is refused beside its field, and no file changes", async () => {
    await page.getByText("Testimonials").first().click();
    // A second review under the first one's id, moved in a month that does not exist.
    const [first] = (await readContent("testimonials", "en")).testimonials;
    await addReview(page, "en", { id: first!.id, date: "2026-13" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(field(page, "Date")).toContainText(
      collections.testimonials.schema.shape.testimonials.element.shape.date.description!,
    );
    await expect(
      fields(page, "Id")
        .filter({ hasText: idUsedTwice(first!.id) })
        .first(),
    ).toBeVisible();
    expect(await savedFiles(page)).toEqual(before);
  });

  test("a price changed, a review and a branch added in every language show on the site's pages", async () => {
    test.setTimeout(300_000);
    const dir = await mkdtemp(join(tmpdir(), "edited-"));
    await cp(CONTENT_DIR, join(dir, CONTENT_DIR), { recursive: true });
    const preview = await startPreview(join(dir, CONTENT_DIR));
    try {
      const twoBhk = (await delhiCells(page)).getByRole("spinbutton", { name: "₹" }).nth(1);
      await expect(twoBhk).toHaveValue("24000");
      await twoBhk.fill(String(NEW_PRICE));
      await page.getByRole("button", { name: "Save" }).click();
      await expect
        .poll(async () => (await savedFiles(page))[`${CONTENT_DIR}/en/prices.json`], SAVED)
        .toContain(`"fixed": ${NEW_PRICE}`);
      // The editor goes back to the list of files once the save is done; a file opened before that would be
      // closed under the pointer, and the draft edited in it dropped.
      const listed = () => expect(page.getByRole("button", { name: "Cancel Editing" })).toBeHidden();
      await listed();
      // The first rate of the first charge: the stairs' rupees a floor, written once, in English.
      await page.getByText("Extra charges").first().click();
      const perFloor = fields(page, "Value").first().getByRole("spinbutton");
      await expect(perFloor).toHaveValue("150");
      await perFloor.fill(String(NEW_RATE));
      await page.getByRole("button", { name: "Save" }).click();
      await expect
        .poll(async () => (await savedFiles(page))[`${CONTENT_DIR}/en/charges.json`], SAVED)
        .toContain(`"value": ${NEW_RATE}`);
      await listed();
      await page.getByText("Testimonials").first().click();
      for (const locale of locales) {
        await page
          .getByRole("radio", { name: languageName.of(locale), exact: true })
          .first()
          .check();
        await addReview(page, locale);
        // Beside the new review's id, the languages whose file does not have it yet.
        const lacking = locales.slice(locales.indexOf(locale) + 1).map((l) => languageName.of(l)!);
        for (const language of lacking) await expect(field(page, "Id"), locale).toContainText(language);
      }
      // Every language has it now.
      for (const language of locales.map((l) => languageName.of(l)!))
        await expect(field(page, "Id")).not.toContainText(language);
      await page.getByRole("button", { name: "Save" }).click();
      await expect
        .poll(async () => (await savedFiles(page))[`${CONTENT_DIR}/en/testimonials.json`], SAVED)
        .toContain("farhan-qureshi");
      await listed();
      await page.getByText("Cities and branches").first().click();
      for (const locale of locales) await addBranch(page, locale);
      await page.getByRole("button", { name: "Save" }).click();
      const added = async () =>
        Object.entries(await savedFiles(page)).filter(
          ([path, text]) => path.includes("cities") && text.includes(`"${NEW_BRANCH}"`),
        ).length;
      await expect.poll(added, SAVED).toBe(locales.length);

      // What the editor wrote is what the preview and the build read.
      for (const [path, text] of Object.entries(await savedFiles(page))) await writeFile(join(dir, path), text);
      for (const locale of locales) {
        for (const kind of Object.keys(collections) as Kind[]) await readContent(kind, locale, join(dir, CONTENT_DIR));
        const { testimonials } = await readContent("testimonials", locale, join(dir, CONTENT_DIR));
        expect(
          testimonials.find((t) => t.id === "farhan-qureshi"),
          locale,
        ).toMatchObject({
          ...(await reviewIn(locale)),
          date: "2026-10",
          service: "/local-shifting",
        });
      }
      await preview.ready;
      // The estimator works out its total in the browser, from the prices its page's data carries; prices are
      // written once, in English, and every language's page carries the same, so one language's page runs it.
      // In a tab beside the editor's, which the next check goes on in.
      const estimator = await page.context().newPage();
      await openPreview(estimator, `${preview.url}${ESTIMATE}`);
      // Its total shows once the page has run its script, which the development server serves unbundled.
      await expect(estimator.getByTestId("estimate-total"), "estimator").toContainText(shownPrice, {
        timeout: 20_000,
      });
      await estimator.close();
      // The other pages say it in the HTML the server renders: read with no script run, which spares the
      // browser the development server's hundreds of modules a page, a tab for each language side by side.
      const html = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      await Promise.all(locales.map(async (locale) => checkPages(await html.newPage(), preview.url, locale)));
      await html.close();
    } finally {
      preview.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a photograph uploaded for a picture is written to the photographs' folder and named by the picture", async () => {
    await page.getByText("Pictures' descriptions").first().click();
    const jpeg = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#2255aa" } })
      .jpeg()
      .toBuffer();
    // The English pane's first picture: the home page's.
    await fields(page, "Photo").first().getByRole("button", { name: "Browse" }).click();
    const library = page.getByRole("dialog", { name: "Select Image" });
    // The company's own photographs only: no stock library is offered.
    await expect(library.getByRole("option")).toHaveText([/Field Assets/, /Global Assets/]);
    const chooser = page.waitForEvent("filechooser");
    await library.getByRole("button", { name: "Upload" }).click();
    await (await chooser).setFiles({ name: "our-crew.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await library.getByRole("button", { name: "Insert" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    const photoOf = async (locale: Locale) =>
      (JSON.parse((await savedFiles(page))[`${CONTENT_DIR}/${locale}/images.json`]!) as ImagesContent).slots[0]!.photo;
    await expect.poll(() => photoOf("en"), SAVED).toBe(`/${PHOTO_FOLDER}/our-crew.jpg`);
    // Written once, in English: the translations name no photograph.
    for (const locale of locales.filter((l) => l !== "en")) expect(await photoOf(locale), locale).toBeUndefined();
    const saved = await page.evaluate(async (path) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
      const parts = path.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return [...new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer())];
    }, `${PHOTO_FOLDER}/our-crew.jpg`);
    expect(Buffer.from(saved).equals(jpeg)).toBe(true);
  });
});
