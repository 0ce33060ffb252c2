// The content folder with one file edited, for tests of the rules the build reads it by.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Locale } from "../app/config/locales";
import { CONTENT_DIR, readContent } from "../app/content/read";
import type { Kind } from "../app/content/schemas/index";

/**
 * What `read` makes of a copy of the content folder whose file of `kind` in `locale` `edit` changed; the copy is
 * removed afterwards.
 */
export async function readEdited<T, R>(
  kind: Kind,
  edit: (json: T) => void,
  read: (dir: string) => Promise<R>,
  locale: Locale = "en",
): Promise<R> {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, `${kind}.json`);
    const json = JSON.parse(readFileSync(file, "utf8")) as T;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return await read(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The message of reading `kind` in `locale` from a copy of the content folder so edited, or "" when it reads. */
export const problemWithEdit = <T>(kind: Kind, edit: (json: T) => void, locale: Locale = "en"): Promise<string> =>
  readEdited(
    kind,
    edit,
    (dir) =>
      readContent(kind, locale, dir).then(
        () => "",
        (error: Error) => error.message,
      ),
    locale,
  );
