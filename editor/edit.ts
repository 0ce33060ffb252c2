/**
 * `npm run edit`: the site's development server at http://localhost:3000/ with the office's editor at /admin/
 * (editor/vite-plugin.ts). It listens on this machine only, as the development server does.
 */
import { spawn } from "node:child_process";

const port = process.env.EDITOR_PORT ?? "3000";
console.log(`Editor: http://localhost:${port}/admin/ ("Work with Local Repository", then open this folder)`);
const dev = spawn("npm", ["run", "dev", "--", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env: { ...process.env, EDITOR: "1" },
  shell: process.platform === "win32",
});
dev.on("exit", (code) => process.exit(code ?? 0));
