import { resolve, sep } from "node:path";

import { getRequestListener } from "@hono/node-server";
import type { Plugin, ViteDevServer } from "vite";

import { contentDir } from "../app/content/read.ts";
import { editorApp } from "./app.ts";
import type { EditorOptions } from "./config.ts";

/**
 * React Router's development server computes the pre-rendered paths (a city page per record of the cities file)
 * once, into its server build, and answers a page's data only for those paths: a branch the office adds would get
 * "not found" until the server restarted. A save to the content folder drops that build, so the next page load
 * computes the paths again from the files.
 */
const SERVER_BUILD = "\0virtual:react-router/server-build";

function dropServerBuildOnSave(server: ViteDevServer) {
  const folder = resolve(contentDir()) + sep;
  server.watcher.add(folder);
  server.watcher.on("all", (_event, file) => {
    if (!resolve(file).startsWith(folder)) return;
    const build = server.moduleGraph.getModuleById(SERVER_BUILD);
    if (build) server.moduleGraph.invalidateModule(build);
  });
}

/**
 * Serves the editor at /admin/ from the site's development server (`npm run edit`), so the office has one address
 * for both: the site at /, which reads the content files on every page load, and the editor that writes them.
 */
export const editorPlugin = (options: EditorOptions): Plugin => ({
  name: "office-editor",
  apply: "serve",
  configureServer(server) {
    dropServerBuildOnSave(server);
    const editor = getRequestListener(editorApp(options).fetch);
    server.middlewares.use((req, res, next) => {
      if (req.url === "/admin" || req.url?.startsWith("/admin/")) void editor(req, res);
      else next();
    });
  },
});
