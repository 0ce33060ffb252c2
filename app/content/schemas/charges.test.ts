// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { GST } from "../gst";
import { CONTENT_DIR, readContent } from "../read";

interface Rate {
  id: string;
  unit: string;
  value: number;
}
interface Charge {
  id: string;
  name: string;
  rates: Rate[];
  rule: string;
}

describe("an extra charges file that breaks a rule", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The message of reading a copy of the content folder whose English charges file `edit` changed. */
  async function problemWith(edit: (charges: Charge[]) => void) {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, "en", "charges.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as { charges: Charge[] };
    edit(json.charges);
    writeFileSync(file, JSON.stringify(json));
    return readContent("charges", "en", dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const at = (charges: Charge[], id: string) => charges.findIndex((c) => c.id === id);
  const charge = (charges: Charge[], id: string) => charges[at(charges, id)]!;

  it("names the file and the rate that is not a number above 0", async () => {
    const message = await problemWith((charges) => (charges[0]!.rates[0]!.value = 0));
    expect(message).toContain(join("en", "charges.json"));
    expect(message).toContain("charges[0].rates[0].value: a number above 0");
    expect(await problemWith((charges) => (charges[0]!.rates[0]!.value = -150))).toContain(
      "charges[0].rates[0].value: a number above 0",
    );
  });

  it("refuses a percentage above 100", async () => {
    let i = 0;
    const message = await problemWith((charges) => {
      i = at(charges, "insurance");
      charges[i]!.rates[1]!.value = 120;
    });
    expect(message).toContain(`charges[${i}].rates[1].value: a percentage of at most 100`);
  });

  it("refuses a premium whose low end is above its high end", async () => {
    const message = await problemWith((charges) => (charge(charges, "insurance").rates[0]!.value = 5));
    expect(message).toMatch(/charges\[\d+\]\.rates\[0\]\.value: the premium's low end \(5%\) is above its high end/);
  });

  it("refuses a GST rate other than the law's", async () => {
    const message = await problemWith((charges) => (charge(charges, "gst").rates[0]!.value = GST.percent + 1));
    expect(message).toMatch(new RegExp(`charges\\[\\d+\\]\\.rates\\[0\\]\\.value: ${GST.percent}, the GST rate`));
  });

  it("refuses a charge id or a rate id used twice", async () => {
    expect(await problemWith((charges) => (charges[1]!.id = charges[0]!.id))).toContain(
      `charges[1].id: the id '${"stairs"}' is used twice`,
    );
    expect(await problemWith((charges) => (charges[0]!.rates[1]!.id = charges[0]!.rates[0]!.id))).toContain(
      "charges[0].rates[1].id: the id 'per-floor' is used twice",
    );
  });

  it("refuses a placeholder that is no rate of its charge", async () => {
    const message = await problemWith((charges) => (charges[0]!.rule = `${charges[0]!.rule} {per-hour}`));
    expect(message).toContain("charges[0].rule: '{per-hour}' is none of this charge's rates '{per-floor}'");
    expect(
      await problemWith((charges) => (charge(charges, "tolls").rule = "Passed on at cost, {rate} more.")),
    ).toMatch(/charges\[\d+\]\.rule: '\{rate\}' is no rate: this charge has none/);
  });

  it("refuses to lose a charge or a rate the quote computes with", async () => {
    expect(await problemWith((charges) => charges.splice(at(charges, "waiting"), 1))).toContain(
      "charges: the charge 'waiting' is missing: the code names it",
    );
    expect(await problemWith((charges) => charges[0]!.rates.pop())).toContain(
      "charges[0].rates: the rate 'volume-step' is missing: the quote computes 'stairs' with it",
    );
  });
});
