import { defineConfig } from "vitest/config";

import { siteDefine } from "./app/config/load.ts";

export default defineConfig({
  define: siteDefine({}),
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
