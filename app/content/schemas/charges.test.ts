// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { GST } from "../gst";

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
  /** The message of reading a copy of the content folder whose English charges file `edit` changed. */
  const problemWith = (edit: (charges: Charge[]) => void) =>
    problemWithEdit<{ charges: Charge[] }>("charges", (json) => edit(json.charges));
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
