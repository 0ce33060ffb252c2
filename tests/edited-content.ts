// The content folder with one file edited, for tests of the rules the build reads it by.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CONTENT_DIR, readContent } from "../app/content/read";
import type { Kind } from "../app/content/schemas/index";

/**
 * The message of reading `kind` in English from a copy of the content folder whose English file of that kind
 * `edit` changed, or "" when it reads; the copy is removed afterwards.
 */
export async function problemWithEdit<T>(kind: Kind, edit: (json: T) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, "en", `${kind}.json`);
    const json = JSON.parse(readFileSync(file, "utf8")) as T;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return await readContent(kind, "en", dir).then(
      () => "",
      (error: Error) => error.message,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
