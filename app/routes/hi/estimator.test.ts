import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { catalogue } from "~/content/inventory/items";
import { presets } from "~/content/inventory/presets";
import { rooms } from "~/content/inventory/rooms";
import { partLoad, vehicles } from "~/content/inventory/vehicles";
import { bikeClasses, carClasses } from "~/content/prices/bands";
import { estimate, type EstimateInput, freeEstimateHref, moveKinds, NO_HOME, sizesFor } from "~/lib/estimate";
import { onTheDayNote } from "~/lib/inventory/charges";
import { englishQuotePhrases } from "~/lib/inventory/phrases";
import { quoteOf } from "~/lib/inventory/quote";
import { sanitise } from "~/lib/inventory/sanitise";
import { applyPreset, EMPTY_STATE, type InventoryState } from "~/lib/inventory/state";
import { parseStored } from "~/lib/inventory/storage";
import * as hindiInventory from "~/locales/hi/content/inventory";
import { estimatorSections } from "~/locales/hi/sections/estimator";
import { localizedPhrases, localizedQuotePhrases } from "~/locales/hi/sections/estimator-text";
import * as englishEstimator from "~/routes/cost-estimator";
import * as englishFreeEstimate from "~/routes/free-estimate";
import { EstimateResult } from "~/sections/estimator/estimate-result";
import { EstimatorForm } from "~/sections/estimator/estimator-form";
import { ItemPicker } from "~/sections/estimator/inventory/item-picker";
import { MoveDetails } from "~/sections/estimator/inventory/move-details";
import { PrintSummary } from "~/sections/estimator/inventory/print-summary";
import { QuoteResult } from "~/sections/estimator/inventory/quote-result";
import { YourList } from "~/sections/estimator/inventory/your-list";

import { untranslatedRuns } from "../../../scripts/untranslated";
import {
  DEVANAGARI,
  englishRunsOf,
  expectHindiHead,
  expectHindiPage,
  expectHindiTexts,
  expectSectionWords,
  records,
  renderInHindi,
  type RouteModule,
  shownText,
} from "../../../tests/hindi-page";
import * as hindiEstimator from "./cost-estimator";
import * as hindiFreeEstimate from "./free-estimate";

// Every section module of the estimator, so that each names its words.
import.meta.glob(["../../sections/estimator/**/*.tsx", "!**/*.test.tsx"], { eager: true });

const pages: [path: string, english: RouteModule, hindi: RouteModule][] = [
  ["/cost-estimator", englishEstimator, hindiEstimator],
  ["/free-estimate", englishFreeEstimate, hindiFreeEstimate],
];

/** Parts of the estimator as its Hindi page shows them, with its Hindi words. */
const inHindi = (node: ReactNode) =>
  renderInHindi(node, { path: "/hi/cost-estimator", translations: estimatorSections });

/** A quick estimate for every kind, size and vehicle, over short, long and national routes. */
function estimateInputs(): EstimateInput[] {
  const routes = [
    ["kolkata", "delhi"],
    ["delhi", "kolkata"],
    ["kolkata", "ranchi"],
    ["delhi", "gurgaon"],
    ["chhapra", "patna"],
    ["patna", "guwahati"],
    ["guwahati", "mumbai"],
    ["mumbai", "pune"],
    ["patna", "patna"],
    ["patna", undefined],
  ] as const;
  const inputs: EstimateInput[] = [{}];
  for (const kind of moveKinds) {
    inputs.push({ kind });
    for (const size of sizesFor(kind)) {
      if (kind === "local") {
        inputs.push({ kind, size }, { kind, size, city: "patna" });
        continue;
      }
      for (const [from, to] of routes) inputs.push({ kind, size, from, to });
    }
    for (const [from, to] of routes) {
      inputs.push({ kind, size: NO_HOME, from, to });
      for (const car of carClasses)
        inputs.push({ kind, size: NO_HOME, from, to, car }, { kind, size: "2 BHK", from, to, car });
      for (const bike of bikeClasses)
        inputs.push({ kind, size: NO_HOME, from, to, bike }, { kind, size: "3 BHK", from, to, bike, car: "SUV" });
    }
  }
  return inputs;
}

/** Item lists of every kind: typical homes, offices, a part load, loads too big, every access and extra. */
function inventoryStates(): InventoryState[] {
  const states: InventoryState[] = [EMPTY_STATE, { ...EMPTY_STATE, move: "between", from: "patna" }];
  const extras: Partial<InventoryState> = {
    date: "2026-12-20",
    pickup: { floor: 3, lift: false, carryMetres: 45, narrowLane: true },
    delivery: { floor: 1, lift: true, carryMetres: 0, narrowLane: true },
    packing: "premium",
    storageDays: 1,
    declaredValue: 500000,
  };
  const lists: InventoryState["items"][] = [
    ...presets.map((p) => applyPreset(EMPTY_STATE, p.id).items),
    { office: { workstation: 12, "office-desk": 1, "conference-table": 1, "ac-split": 2, "ac-window": 1 } },
    { "bedroom-1": { "single-bed": 1, "wardrobe-2": 1 }, study: { "computer-desk": 1 } },
    { living: { chair: 2 } },
    { living: { "sofa-set": 18 } },
    { living: { "sofa-set": 99 } },
  ];
  const routes: Partial<InventoryState>[] = [
    {},
    { move: "local" },
    { move: "local", city: "ranchi" },
    { move: "between", from: "kolkata", to: "delhi" },
    { move: "between", from: "delhi", to: "gurgaon" },
    { move: "between", from: "patna", to: "patna" },
    { move: "between", from: "guwahati", to: "mumbai" },
  ];
  for (const items of lists)
    for (const route of routes) {
      states.push({ ...EMPTY_STATE, ...route, items });
      states.push({ ...EMPTY_STATE, ...route, ...extras, items, selfService: ["bed"] });
    }
  return states;
}

describe("the Hindi /cost-estimator and /free-estimate (issue 18)", () => {
  it.each(pages)("%s has a Hindi title, description and canonical under /hi", (path, english, hindi) => {
    expectHindiHead(path, hindi.meta, english.meta);
  });

  it("translates words of the estimator's own names and shapes, each once", () => {
    const names = estimatorSections.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    // GST is written in Latin in Hindi too (docs/hindi-glossary.md); the quote's texts are checked below.
    for (const [name, hindi] of estimatorSections) expectSectionWords(name as string, hindi, { skip: ["gst"] });
  });

  it("names every item, room, typical home and vehicle of the item list in Hindi, by its id", () => {
    const { itemNames, itemSearchWords, notCarriedTexts, presetNames, roomNames, vehicleNames } = hindiInventory;
    const hindi = (texts: Readonly<Record<string, string>>, ids: readonly string[]) => {
      expect(Object.keys(texts).sort()).toEqual([...ids].sort());
      expectHindiTexts(Object.values(texts), []);
    };
    hindi(
      itemNames,
      catalogue.map((i) => i.id),
    );
    hindi(
      notCarriedTexts,
      catalogue.filter((i) => i.notCarried).map((i) => i.id),
    );
    hindi(
      roomNames,
      rooms.map((r) => r.id),
    );
    hindi(vehicleNames, [partLoad.id, ...vehicles.map((v) => v.id)]);
    expect(Object.keys(presetNames).sort()).toEqual(presets.map((p) => p.id).sort());
    expect(Object.keys(itemSearchWords).filter((id) => !itemNames[id])).toEqual([]);
  });

  it("writes every text of the estimate and the quote in Hindi, with the English ones' figures", () => {
    // Each text paired with the English one the same input gives.
    const pairs = new Map<string, string>();
    const pair = (english: readonly string[], hindi: readonly string[]) => {
      expect(hindi).toHaveLength(english.length);
      english.forEach((e, i) => pairs.set(e, hindi[i]!));
    };
    for (const input of estimateInputs()) {
      const [en, hi] = [estimate(input), estimate(input, localizedPhrases)];
      expect(hi.status).toBe(en.status);
      if (en.status === "incomplete" && hi.status === "incomplete") pair(en.missing, hi.missing);
      if (en.status !== "ready" || hi.status !== "ready") continue;
      const texts = (r: typeof en) => [
        ...r.lines.flatMap((l) => [l.label, l.table, l.cell]),
        r.totalNote,
        ...r.notes,
        ...(r.distance?.notes ?? []),
      ];
      pair(texts(en), texts(hi));
      if (en.distance?.band) pair([en.distance.band.label], [localizedPhrases.table(en.distance.band.label)]);
    }
    for (const state of inventoryStates()) {
      const [en, hi] = [quoteOf(state).price, quoteOf(state, localizedQuotePhrases).price];
      expect(hi.status).toBe(en.status);
      if (en.status === "survey" && hi.status === "survey") pair([en.reason], [hi.reason]);
      if (en.status === "incomplete" && hi.status === "incomplete") pair(en.missing, hi.missing);
      if (en.status !== "ready" || hi.status !== "ready") continue;
      const texts = (p: typeof en) => [...[...p.lines, ...p.atActual].flatMap((l) => [l.label, l.detail]), ...p.notes];
      pair(texts(en), texts(hi));
    }
    pair([onTheDayNote()], [onTheDayNote(localizedQuotePhrases)]);
    const damaged = { items: { living: { "sofa-3": 1, gone: 1 }, attic: { chair: 1 } }, move: "by air", pickup: 3 };
    const notices = [
      ...(["saved", "shared"] as const).flatMap((list) =>
        ["nonsense", damaged, { items: { living: { gone: 1 } } }].flatMap((raw) => sanitise(raw, list).notices),
      ),
      ...parseStored("{not json").notices,
      ...parseStored(JSON.stringify({ v: 0, state: {} })).notices,
    ];
    pair(notices.map(englishQuotePhrases.notice), notices.map(localizedQuotePhrases.notice));

    expect(pairs.size).toBeGreaterThan(150);
    // Floors are counted in words ("तीसरी मंजिल"), like the English ordinals ("3rd floor").
    const ordinals: Record<string, string> = { पहली: "1", दूसरी: "2", तीसरी: "3", चौथी: "4", छठी: "6" };
    const figures = (s: string) =>
      (s.replace(/(?:पहली|दूसरी|तीसरी|चौथी|छठी)(?= मंजिल)/g, (w) => ordinals[w]!).match(/\d+(?:[,.]\d+)*/g) ?? []).sort();
    for (const [english, hindi] of pairs) {
      expect(untranslatedRuns(hindi), `${english} → ${hindi}`).toEqual([]);
      if (/[A-Za-z]{3}/.test(english.replace(/cu ft|BHK|GST|km|AC/g, ""))) expect(hindi, english).toMatch(DEVANAGARI);
      expect(figures(hindi), english).toEqual(figures(english));
    }
  });

  it.each(pages)("%s shows no English phrase in Hindi, and its links stay under /hi", (path, english, hindi) => {
    expectHindiPage(renderInHindi(hindi.default, { path: `/hi${path}` }).container);
    expect(englishRunsOf(english.default, path).length).toBeGreaterThan(5);
  });

  it("shows every quick estimate in Hindi, and sends the office the same English request", () => {
    // A sample of each kind's inputs: the test above reads every text, this one the page around them.
    for (const input of estimateInputs().filter((_, i) => i % 6 === 0)) {
      const result = estimate(input, localizedPhrases);
      const link = "https://example.com/hi/cost-estimator?kind=local";
      const { container, unmount } = inHindi([
        createElement(EstimatorForm, { key: "form", input, onChange: () => {}, onShow: () => {}, disabled: false }),
        createElement(EstimateResult, { key: "result", input, result, whatsapp: "919999999999", link }),
      ]);
      expect(untranslatedRuns(shownText(container), records), JSON.stringify(input)).toEqual([]);
      // The choices' values are the English ones: slugs, kinds and the tables' labels.
      for (const select of container.querySelectorAll("select"))
        for (const option of [...select.options].slice(1)) expect(option.value).not.toMatch(DEVANAGARI);
      for (const radio of container.querySelectorAll("input[type=radio]"))
        expect(radio.getAttribute("value")).not.toMatch(DEVANAGARI);
      const request = container.querySelector("a[href^='/hi/free-estimate']")?.getAttribute("href");
      if (result.status === "ready") expect(request).toBe(`/hi${freeEstimateHref(input, link)}`);
      unmount();
    }
  }, 120_000);

  it("shows every item list and its quote in Hindi", () => {
    for (const state of inventoryStates()) {
      const quote = quoteOf(state, localizedQuotePhrases);
      const { container, unmount } = inHindi([
        createElement(YourList, {
          key: "list",
          items: state.items,
          onChange: () => {},
          onPreset: () => {},
          onClear: () => {},
        }),
        createElement(MoveDetails, { key: "move", state, onChange: () => {} }),
        createElement(QuoteResult, {
          key: "quote",
          quote,
          requestHref: "/free-estimate?attach=inventory",
          onRequest: () => {},
          shareLink: "https://example.com/hi/cost-estimator?tab=items",
          onPrint: () => {},
        }),
        createElement(PrintSummary, { key: "print", state, quote, siteUrl: site.url }),
      ]);
      expect(untranslatedRuns(shownText(container), records), JSON.stringify(state)).toEqual([]);
      unmount();
    }
  }, 120_000);

  it("lists and finds the catalogue's items by their Hindi names, or by the English ones", async () => {
    const { fireEvent, screen } = await import("@testing-library/react");
    const { container, unmount } = inHindi(createElement(ItemPicker, { quantityOf: () => 0, onChange: () => {} }));
    expect(untranslatedRuns(shownText(container), records)).toEqual([]);
    const search = screen.getByRole("searchbox", { name: "सामान खोजें" });
    fireEvent.change(search, { target: { value: "फ्रिज" } });
    expect(screen.getByText("फ्रिज, डबल डोर")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "almirah" } });
    expect(screen.getByText("स्टील की अलमारी, 2 दरवाजे")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "गैस सिलेंडर" } });
    expect(screen.getByText(/भरे हुए गैस सिलेंडर/)).toBeInTheDocument();
    expect(untranslatedRuns(shownText(container), records)).toEqual([]);
    unmount();
  });
});
