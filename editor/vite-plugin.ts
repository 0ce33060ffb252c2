import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";

import { editorApp } from "./app.ts";
import type { EditorOptions } from "./config.ts";

/**
 * Serves the editor at /admin/ from the site's development server (`npm run edit`), so the office has one address
 * for both: the site at /, which reads the content files on every page load, and the editor that writes them.
 */
export const editorPlugin = (options: EditorOptions): Plugin => ({
  name: "office-editor",
  apply: "serve",
  configureServer(server) {
    const editor = getRequestListener(editorApp(options).fetch);
    server.middlewares.use((req, res, next) => {
      if (req.url === "/admin" || req.url?.startsWith("/admin/")) void editor(req, res);
      else next();
    });
  },
});
