import { readFileSync } from "node:fs";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The docblock a unit file starts with to run in Node rather than jsdom. */
const NODE_FILE = /^\s*\/\/ @vitest-environment node\b/m;

/**
 * Vitest's order (slowest first), with the jsdom files of a project before its Node files. A worker that is not
 * isolated runs file after file in one process only while their environment stays the same: with the two kinds
 * interleaved, each switch ended the process and the next file started a new one, paying the start of jsdom and the
 * import of the app's modules again.
 */
export class EnvironmentOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const inNode = (file: TestSpecification) => NODE_FILE.test(readFileSync(file.moduleId, "utf8").slice(0, 2000));
    return [...sorted.filter((f) => !inNode(f)), ...sorted.filter(inNode)];
  }
}
