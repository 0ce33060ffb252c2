import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { siteDefine } from "./app/config/load.ts";

export default defineConfig({
  // Validated here so a bad environment variable stops the build before anything is bundled.
  define: siteDefine(process.env),
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
