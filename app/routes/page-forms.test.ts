// @vitest-environment node
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { FIELD_TEXTS } from "~/content/schemas/forms";
import { fieldTextsOf, popupFieldTexts } from "~/forms/page-forms";

import { loader as layoutLoader } from "./layout";
import { pageForms } from "./page-data";

const request = new Request(`${site.url}/contact`);

describe("the forms' words a page carries", () => {
  it("are those of the forms it shows and of their fields, and no other form's", async () => {
    const { forms } = await pageForms(request, ["enquiry", "callBack"]);
    expect(Object.keys(forms).sort()).toEqual(["callBack", "enquiry", "fields"]);
    expect(Object.keys(forms.fields).sort()).toEqual(fieldTextsOf(["enquiry", "callBack"]).sort());
    expect(Object.keys(forms.fields).length).toBeLessThan(FIELD_TEXTS.length);
  });

  it("are, on every page, what all forms share and the pop-ups' with their fields' texts", async () => {
    const { forms } = await layoutLoader({ request } as Parameters<typeof layoutLoader>[0]);
    expect(Object.keys(forms).sort()).toEqual(["call", "fields", "popup", "shared"]);
    expect(Object.keys(forms.fields).sort()).toEqual(popupFieldTexts().sort());
  });
});
