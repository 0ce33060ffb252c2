import { readFileSync } from "node:fs";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The docblock a unit file starts with to run in Node rather than jsdom. */
const NODE_FILE = /^\s*\/\/ @vitest-environment node\b/m;

/**
 * Vitest's order (slowest first), by layer: the new-language file first, then the unit files, jsdom before Node,
 * then the HTML files.
 *
 * `npm test` runs every layer in one Vitest run. The new-language file is one long build in a process of its own,
 * so it starts first and the other worker goes through the unit files meanwhile; neither core waits at the end of a
 * layer for the other's last file.
 *
 * A worker that is not isolated runs file after file in one process only while their project and environment stay
 * the same: with jsdom and Node unit files interleaved, each switch ended the process and the next file started a
 * new one, paying the start of jsdom and the import of the app's modules again.
 */
export class EnvironmentOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const inNode = (file: TestSpecification) => NODE_FILE.test(readFileSync(file.moduleId, "utf8").slice(0, 2000));
    const layer = (name: string) => sorted.filter((file) => file.project.name === name);
    const unit = layer("unit");
    return [...layer("folder"), ...unit.filter((f) => !inNode(f)), ...unit.filter(inNode), ...layer("html")];
  }
}
