/** Prints the README's configuration table from app/config/schema.ts: `npx tsx scripts/readme-config-table.ts`. */
import { envVars } from "../app/config/schema.ts";

console.log("| Variable | What it is | Default |\n|---|---|---|");
for (const [name, { about, fallback }] of Object.entries(envVars)) {
  console.log(`| \`${name}\` | ${about} | ${fallback === "" ? "(empty)" : `\`${fallback}\``} |`);
}
