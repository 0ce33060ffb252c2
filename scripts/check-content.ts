/**
 * Run first by `npm run build` and `npm run dev` (scripts/prepare.ts): reads every kind of content in every language
 * of the table and stops, naming each file, field and expectation, when one breaks its schema or its language lacks
 * a record or a text the English file has. The loaders read the same files, so nothing later finds a problem this
 * missed.
 */
import { locales } from "../app/config/locales.ts";
import { ContentError, readContent } from "../app/content/read.ts";
import { collections, type Kind } from "../app/content/schemas/index.ts";

export async function checkContent() {
  const problems: string[] = [];
  for (const kind of Object.keys(collections) as Kind[])
    for (const locale of locales)
      await readContent(kind, locale).catch((error: unknown) => {
        if (!(error instanceof ContentError)) throw error;
        // A broken English file shows once, not again under every language.
        if (!problems.includes(error.message)) problems.push(error.message);
      });

  if (problems.length > 0) {
    console.error(`The content folder has ${problems.length} problem(s):\n\n${problems.join("\n\n")}`);
    process.exit(1);
  }
  console.log(`content: ${Object.keys(collections).length} kind(s) in ${locales.length} languages checked`);
}
