// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { type Locale, translatedLocales } from "../../config/locales";
import type { FormsContent } from "./forms";

const problemWith = (edit: (forms: FormsContent) => void, locale: Locale = "en") =>
  problemWithEdit("forms", edit, locale);

describe("the forms' words", () => {
  it("refuse a sentence that lost what the form fills in, naming the file and the text", async () => {
    const message = await problemWith((forms) => (forms.application.title = "Apply now"));
    expect(message).toContain(join("en", "forms.json"));
    expect(message).toContain("application.title: names '{job}'");
    expect(await problemWith((forms) => (forms.enquiry.intro = "We answer quickly."))).toContain(
      "enquiry.intro: names '{reply}'",
    );
  });

  it("refuse a placeholder the form does not fill", async () => {
    expect(await problemWith((forms) => (forms.shared.refused = "Not sent: {reason}"))).toContain(
      "shared.refused: '{reason}' is none of the placeholders '{message}'",
    );
  });

  it("refuse a field text no table may name, and one left out", async () => {
    const extra = await problemWith((forms) => Object.assign(forms.fields, { favouriteColour: "Colour" }));
    expect(extra).toContain("favouriteColour");
    const missing = await problemWith((forms) => delete (forms.fields as Partial<FormsContent["fields"]>).yourName);
    expect(missing).toContain("fields.yourName");
  });

  it.each(translatedLocales)("refuse a %s file that leaves a form's status out", async (locale) => {
    const message = await problemWith(
      (forms) => delete (forms.popup as Partial<FormsContent["popup"]>).success,
      locale,
    );
    expect(message).toContain(join(locale, "forms.json"));
    expect(message).toContain("popup.success");
  });
});
