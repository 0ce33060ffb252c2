/**
 * The editor's local server: the editor's page, its configuration (editor/config.ts) and its script, to this
 * machine only. It writes nothing: the editor in the browser writes the content files of the folder the office
 * opens in it. Any other host name is refused, so a page elsewhere cannot reach it by rebinding a name to
 * 127.0.0.1.
 */
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { Hono } from "hono";
import { build, type Rolldown } from "vite";

import { editorConfig, type EditorOptions } from "./config.ts";

/** Names this machine answers to. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

const packageDir = (name: string, entry = name) => dirname(createRequire(import.meta.url).resolve(entry));
const sveltia = join(packageDir("@sveltia/cms"), "..");
const dist = join(sveltia, "dist");
const script = join(dist, "sveltia-cms.js");
/** The parts the editor loads beside its script when it needs them (React, to draw a field of its own). */
const chunks = new Set(readdirSync(join(dist, "chunks")).filter((f) => f.endsWith(".js")));
// The editor draws its buttons with this icon font, which it would fetch from a CDN: served here, so the editor
// reads the same with no connection.
const icons = join(
  packageDir(
    "@fontsource-variable/material-symbols-outlined",
    "@fontsource-variable/material-symbols-outlined/wght.css",
  ),
  "files",
  "material-symbols-outlined-latin-wght-normal.woff2",
);

/**
 * The editor's own fields (editor/fields.ts) with the schema rules they check, bundled for the browser once,
 * on the first request.
 */
let fields: Promise<string> | undefined;
const fieldsScript = () =>
  (fields ??= build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      lib: { entry: join(import.meta.dirname, "fields.ts"), formats: ["iife"], name: "editorFields" },
    },
  }).then((output) => (output as Rolldown.RolldownOutput[])[0]!.output[0].code));

/**
 * The editor fetches Immutable.js from a CDN, at the version its package names, when it draws a field of its own:
 * an import map points that address at the installed copy, so the editor works with no connection.
 */
const sveltiaPackage = JSON.parse(readFileSync(join(sveltia, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};
const immutableUrl = `https://unpkg.com/immutable@${sveltiaPackage.dependencies.immutable!.replace(/^\D/, "")}/dist/immutable.es.js`;
const immutable = join(dirname(createRequire(join(sveltia, "package.json")).resolve("immutable")), "immutable.es.js");

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="robots" content="noindex">
    <title>Site editor</title>
    <script type="importmap">${JSON.stringify({ imports: { [immutableUrl]: "/admin/immutable.js" } })}</script>
    <link href="/admin/config.json" type="application/json" rel="cms-config-url">
    <style>
      @font-face {
        font-family: "Material Symbols Outlined";
        font-weight: 100 700;
        font-display: block;
        src: url(/admin/icons.woff2) format("woff2");
      }
    </style>
  </head>
  <body>
    <script src="/admin/sveltia-cms.js"></script>
    <script src="/admin/fields.js"></script>
  </body>
</html>
`;

const JAVASCRIPT = { "content-type": "text/javascript; charset=utf-8" };

export function editorApp(options: EditorOptions) {
  const app = new Hono();
  app.use(async (c, next) => {
    const host = new URL(c.req.url).hostname;
    if (!LOOPBACK.has(host)) return c.text("The editor answers on this machine only.", 403);
    await next();
  });
  app.get("/admin", (c) => c.redirect("/admin/"));
  app.get("/admin/", (c) => c.html(page));
  app.get("/admin/config.json", (c) => c.json(editorConfig(options)));
  app.get("/admin/sveltia-cms.js", async (c) => c.body(await readFile(script), 200, JAVASCRIPT));
  app.get("/admin/fields.js", async (c) => c.body(await fieldsScript(), 200, JAVASCRIPT));
  app.get("/admin/chunks/:file", async (c) => {
    const file = c.req.param("file");
    if (!chunks.has(file)) return c.notFound();
    return c.body(await readFile(join(dist, "chunks", file)), 200, JAVASCRIPT);
  });
  app.get("/admin/immutable.js", async (c) => c.body(await readFile(immutable), 200, JAVASCRIPT));
  app.get("/admin/icons.woff2", async (c) => c.body(await readFile(icons), 200, { "content-type": "font/woff2" }));
  return app;
}
