/**
 * Every visitor form as the pre-rendered HTML gives it, before any script runs: the browser's own checks (required,
 * type, pattern, maxlength) and the keyboard and autofill hints (inputmode, autocomplete) are the ones the form's
 * field table defines, on every page of every language; the option values the office receives are the same in
 * every language; the posted forms post to the provider and come back to this site.
 */
import { describe, expect, it } from "vitest";

import { languageName, localeOf, localePath, locales } from "../../app/config/locales.ts";
import type { FieldSpec, FormDef } from "../../app/forms/lib/field-table.ts";
import { SEND_WHEN_SCRIPTED } from "../../app/forms/lib/form-parts.tsx";
import { formTables } from "../../app/forms/testing/tables.ts";
import { built, pages, site } from "./built";

type Table = FormDef<string>;
const tables = Object.entries(formTables) as [string, Table][];

/** The names a form's controls carry; the redirect is the posted forms' own, not a table's. */
const namesOf = (form: Element) =>
  [...form.querySelectorAll("[name]")].map((e) => e.getAttribute("name")!).filter((n) => n !== "redirect");

/** The table a pre-rendered form is built from: the one with exactly its fields, in order. */
const tableOf = (form: Element) =>
  tables.find(([, t]) => t.fields.map((f) => f.name).join("\n") === namesOf(form).join("\n"));

/** Every field-table form of every page, with its table. */
const found = pages.flatMap((path) =>
  [...built(path).document.querySelectorAll("form")].flatMap((form) => {
    const table = tableOf(form);
    return table ? [{ path, form, table: table[0], def: table[1] }] : [];
  }),
);

/**
 * An attribute as a browser reads it: names are case-insensitive in HTML, and React writes some in camel case
 * (`maxLength`, `inputMode`, `autoComplete`), which the parser keeps as written.
 */
const read = (el: Element, name: string) =>
  [...el.attributes].find((a) => a.name.toLowerCase() === name)?.value ?? null;

/** What the HTML attribute must say for a spec's value: absent when the table leaves it out. */
const attr = (value: string | number | undefined) => (value === undefined ? null : String(value));

function expectNativeRules(form: Element, f: FieldSpec, path: string) {
  const el = form.querySelector(`[name="${f.name}"]`)!;
  const where = `${path} ${f.name}`;
  if (f.kind === "hidden") {
    expect(read(el, "type"), where).toBe("hidden");
    if (f.pageLanguage) expect(el.getAttribute("value"), where).toBe(languageName[localeOf(path)]);
    if (f.name === "access_key") expect(el.getAttribute("value"), where).toBe(site.forms.accessKey);
    return;
  }
  const tag = f.kind === "select" || f.kind === "textarea" ? f.kind : "input";
  expect(el.tagName.toLowerCase(), where).toBe(tag);
  if (tag === "input") expect(read(el, "type"), where).toBe(f.kind);
  expect(read(el, "required") !== null, where).toBe(f.required !== false);
  expect(read(el, "pattern"), where).toBe(attr(f.pattern));
  expect(read(el, "maxlength"), where).toBe(attr(f.maxLength));
  expect(read(el, "inputmode"), where).toBe(attr(f.inputMode));
  expect(read(el, "autocomplete"), where).toBe(attr(f.autoComplete));
  if (f.options) {
    const values = [...el.querySelectorAll("option")].map((o) => o.getAttribute("value"));
    expect(values, where).toEqual(["", ...f.options.map((o) => o.value)]);
  }
  // The rule in words, under the field, read with it.
  const hint = f.hint ? el.getAttribute("aria-describedby") : null;
  if (f.hint) expect(form.querySelector(`[id="${hint}"]`)?.textContent?.trim(), where).toBeTruthy();
  // A label names every visible control.
  expect(form.querySelector(`label[for="${el.getAttribute("id")}"]`)?.textContent?.trim(), where).toBeTruthy();
}

describe("the visitor forms in the pre-rendered HTML", () => {
  it("finds every form of every field table in every language", () => {
    for (const locale of locales) {
      const here = new Set(found.filter((f) => localeOf(f.path) === locale).map((f) => f.table));
      expect([...here].sort(), locale).toEqual(tables.map(([name]) => name).sort());
    }
  });

  it.each(pages.filter((p) => found.some((f) => f.path === p)))(
    "%s: each form carries its table's native rules",
    (path) => {
      for (const { form, def } of found.filter((f) => f.path === path)) {
        for (const f of def.fields) expectNativeRules(form, f, path);
      }
    },
  );

  it("every phone field accepts only an Indian mobile before any script runs", () => {
    const phones = found.flatMap(({ path, form, def }) =>
      def.fields.filter((f) => f.phone).map((f) => ({ path, el: form.querySelector(`[name="${f.name}"]`)! })),
    );
    expect(phones.length).toBeGreaterThan(found.length);
    for (const { path, el } of phones) {
      const where = `${path} ${el.getAttribute("name")}`;
      expect(read(el, "type"), where).toBe("tel");
      expect(read(el, "inputmode"), where).toBe("tel");
      const pattern = new RegExp(`^(?:${read(el, "pattern")})$`, "v");
      expect(
        ["9876543210", "+91 98765 43210", "098765-43210"].every((n) => pattern.test(n)),
        where,
      ).toBe(true);
      expect(
        ["98765", "0987654321", "5876543210"].some((n) => pattern.test(n)),
        where,
      ).toBe(false);
    }
  });

  it("the posted forms post to the form-to-email service and bring the visitor back to this site, in the page's language", () => {
    const posted = found.filter(({ form }) => form.querySelector('[name="redirect"]'));
    expect(new Set(posted.map((p) => p.table))).toEqual(
      new Set(["ibaQuoteForm", "insuranceQuoteForm", "fraudReportForm"]),
    );
    for (const { path, form, table } of posted) {
      expect(form.getAttribute("method"), path).toBe("post");
      expect(form.getAttribute("action"), path).toBe(`${site.forms.endpoint}/submit`);
      const back = table === "fraudReportForm" ? "/verify/report-received" : "/thank-you";
      expect(form.querySelector('[name="redirect"]')?.getAttribute("value"), path).toBe(
        `${site.url}${localePath(back, localeOf(path))}`,
      );
    }
  });
});

describe("send buttons before the script runs", () => {
  const sent = found.map(({ path, form }) => ({ path, form, button: form.querySelector('button[type="submit"]') }));

  it("a form the script sends is off without script, and the script beside its button switches it on", () => {
    const scripted = sent.filter(({ form }) => !form.hasAttribute("action"));
    expect(scripted.length).toBeGreaterThan(0);
    for (const { path, form, button } of scripted) {
      expect(button?.hasAttribute("disabled"), path).toBe(true);
      const next = button?.nextElementSibling;
      // A captcha form's button waits for its code, which the page's script writes.
      if (form.querySelector('[data-testid="captcha-code"]')) expect(next?.tagName, path).not.toBe("SCRIPT");
      else expect(next?.textContent, path).toBe(SEND_WHEN_SCRIPTED);
    }
  });

  it("a form that posts to its own action can be sent without script", () => {
    const posted = sent.filter(({ form }) => form.hasAttribute("action"));
    expect(posted.length).toBeGreaterThan(0);
    for (const { path, button } of posted) expect(button?.hasAttribute("disabled"), path).toBe(false);
  });
});
