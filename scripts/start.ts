/**
 * `npm start`: build when there is no build or it is older than the sources, then serve it. BUILD_DIR (default
 * "build") names the build folder for the check, the build and the server alike.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { loadSiteConfig } from "../app/config/load.ts";

const SOURCES = [
  "app",
  "content",
  "public",
  "server",
  "scripts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
// Written by scripts/postbuild.ts: the configuration the build was made with.
const STAMP = join(process.env.BUILD_DIR ?? "build", "site.json");

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

// Also rebuild when the configuration (environment variables) differs from the one built with.
const config = JSON.stringify(loadSiteConfig(process.env));
const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest)) || readFileSync(STAMP, "utf8") !== config) {
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { stdio: "inherit" });
}
await import("../server/index.ts");
