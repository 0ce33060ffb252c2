import { z } from "zod";

import { Id, matching, Prose, records, template, Text, withPlaceholders } from "./fields.ts";
import { Plural } from "./pages.ts";

/** The free-estimate page's steps, each drawn with its icon (app/routes/free-estimate.tsx), in this order. */
export const FREE_ESTIMATE_STEPS = ["read", "call", "quote"] as const;

/** The kinds of move the estimator asks between (app/lib/estimate/input.ts `moveKinds`), in its order. */
export const ESTIMATOR_MOVE_KINDS = ["local", "between", "defence", "fine-arts", "warehousing"] as const;

/** The forms a city's name may take in a sentence: its name, or a case form its language's cities file gives. */
const CITY_FORMS = ["city", "cityIn", "cityOf"] as const;


/** A template naming `names` and a city once, in whichever of its forms the language's sentence needs. */
const cityTemplate = (names: readonly string[]) =>
  withPlaceholders(Text, [...names, ...CITY_FORMS], "the placeholders").superRefine((text, ctx) => {
    const missing = names.filter((n) => !text.includes(`{${n}}`));
    const forms = CITY_FORMS.filter((f) => text.includes(`{${f}}`));
    if (missing.length > 0 || forms.length !== 1)
      ctx.addIssue({
        code: "custom",
        message: `names ${[...missing.map((n) => `'{${n}}'`), `one of ${CITY_FORMS.map((f) => `'{${f}}'`).join(", ")}`].join(", ")}`,
      });
  });

/** Each thing the list's quote counts: a count (`{count}`) in every plural form its language has. */
const ListCounts = z.object({ bed: Plural, wardrobe: Plural, table: Plural, workstation: Plural }).strict();

/** What the list's notices name of a saved or shared list that could not be used in full. */
const ListNotices = {
  unreadable: Text,
  /** How many entries were dropped (`{count}`). */
  dropped: Plural,
  /** The details reset, joined by commas. */
  reset: template(["details"]),
};

/**
 * The sentences the item list's quote writes (app/lib/inventory), each filled with the figures and names it
 * lists: the quote's lines and how each charge was worked out, what the list holds and needs, its route and the
 * access at each end, and what a saved or shared list lost. The office's copy is written with the English file's.
 */
const ListLines = z
  .object({
    /** The choice still to make before a list is priced. */
    localOrBetween: Text,
    /** A cell of a named table: the table's caption and the cell, as the quick estimate's `cell` names it. */
    cellOf: template(["table", "cell"]),
    surveyTooLarge: Text,
    surveyLocalLarge: Text,
    /** The published table's line, priced at the column of the list's volume. */
    movingTheGoods: template(["column"]),
    partLoad: template(["column"]),
    gst: Text,
    percentOf: template(["percent", "amount"]),
    /** The two ends of a move, as a charge's line names them. */
    ends: z.object({ pickup: Text, delivery: Text }).strict(),
    /** A charge at one end, and the same with its floor or distance (`{where}`). */
    chargeAt: template(["charge", "end"]),
    chargeAtWhere: template(["charge", "end", "where"]),
    metres: template(["metres"]),
    floors: Plural,
    /** Stairs: `{floors}` climbed × the rate per `{unit}` of volume × how many `{units}` the load is. */
    stairsWork: template(["floors", "rate", "unit", "units"]),
    steps: Plural,
    carryWork: template(["steps", "stepMetres", "freeMetres", "rate", "unit", "units"]),
    trips: Plural,
    /** Shuttle trips × the rate per trip, and what one trip carries (`{load}`). */
    shuttleWork: template(["trips", "rate", "load"]),
    /** The pieces the crew takes apart and fits again, each counted. */
    dismantled: ListCounts,
    dismantle: template(["pieces"]),
    units: Plural,
    acUnits: template(["charge", "units"]),
    acKinds: z.object({ split: Text, window: Text }).strict(),
    acWork: template(["count", "kind", "rate"]),
    days: Plural,
    storageDays: template(["charge", "days"]),
    storageWork: template(["days", "rate", "unit", "units"]),
    insuranceOn: template(["charge", "value"]),
    ofDeclaredValue: template(["range"]),
    atActual: Text,
    waiting: template(["charge", "freeHours", "rate"]),
    /** What the list holds: its `{items}` and `{cartons}`, counted, and its `{volume}`. */
    goods: template(["items", "cartons", "volume"]),
    items: Plural,
    cartons: Plural,
    /** The vehicle the list needs (a part load is named by the catalogue alone). */
    vehicle: z
      .object({ none: Text, usable: template(["vehicle", "usable"]), tooLarge: Text })
      .strict(),
    route: z
      .object({ within: cityTemplate([]), withinACity: Text, between: template(["from", "to"]) })
      .strict(),
    /** The access at one end, its parts joined by commas: the floor (with or without a lift), the carry, the lane. */
    access: z
      .object({
        ground: Text,
        lift: template(["floor"]),
        noLift: template(["floor"]),
        carry: template(["metres"]),
        atTheDoor: Text,
        narrowLane: Text,
      })
      .strict(),
    packing: z.object({ standard: Text, premium: Text }).strict(),
    /** One room of the printed list and one item of it. */
    room: template(["room", "items"]),
    item: template(["item", "qty"]),
    notices: z
      .object({
        saved: z.object({ ...ListNotices, cleared: Text, outdated: Text }).strict(),
        shared: z.object(ListNotices).strict(),
      })
      .strict(),
    /** The details of a list a notice names as reset. */
    details: z
      .object({
        items: Text,
        move: Text,
        city: Text,
        from: Text,
        to: Text,
        date: Text,
        pickup: Text,
        delivery: Text,
        packing: Text,
        selfService: Text,
        storageDays: Text,
        declaredValue: Text,
      })
      .strict(),
  })
  .strict();

export type ListLinesContent = z.infer<typeof ListLines>;

const Meta = z.object({ title: Text, description: Text }).strict();
const Hero = { eyebrow: Text, heading: Text, intro: Prose };
const Entry = z.object({ id: Id, title: Text, text: Prose }).strict();

/**
 * The words a visitor reads on /cost-estimator and /free-estimate (SPEC "Cost estimator", "Free estimate"): each
 * page's search result and hero, the free-estimate page's steps, and the estimator's tabs, fields and sources.
 */
export const estimatorSchema = z
  .object({
    costEstimator: z.object({ meta: Meta, ...Hero }).strict(),
    freeEstimate: z
      .object({
        meta: Meta,
        ...Hero,
        /** The heading beside the form: "What happens next". */
        nextSteps: Text,
        steps: records(Entry).refine(
          (steps) => steps.map((s) => s.id).join() === FREE_ESTIMATE_STEPS.join(),
          `the steps ${FREE_ESTIMATE_STEPS.map((s) => `'${s}'`).join(", ")}, in this order`,
        ),
      })
      .strict(),
    /** The two ways to estimate. */
    tabs: z.object({ label: Text, quick: Text, items: Text, loading: Text }).strict(),
    /** What a browser without JavaScript shows in the estimator's place. */
    noScript: Prose,
    /** The form's shared fields; `optional` follows a label, after a space. */
    fields: z.object({ optional: Text, from: Text, to: Text, date: Text }).strict(),
    /** The quick estimate's questions. */
    form: z
      .object({
        title: Text,
        intro: Text,
        /** The question over the kinds of move. */
        kind: Text,
        /** Each kind of move's chip: its name, the hint under it, and what its size question is called. */
        kinds: records(z.object({ id: Id, name: Text, hint: Text, size: Text }).strict()).refine(
          (kinds) => kinds.map((k) => k.id).join() === ESTIMATOR_MOVE_KINDS.join(),
          `the kinds ${ESTIMATOR_MOVE_KINDS.map((k) => `'${k}'`).join(", ")}, in this order`,
        ),
        /** The size chip of a move of vehicles alone; the other sizes are the price tables' columns. */
        vehiclesOnly: Text,
        city: Text,
        anyCity: Text,
        cityHint: Text,
        chooseCity: Text,
        car: Text,
        noCar: Text,
        bike: Text,
        noBike: Text,
        bikeHint: Text,
        dateHint: Text,
        reset: Text,
      })
      .strict(),
    /** The quick estimate's result card, and the running range along the bottom of a phone's screen. */
    result: z
      .object({
        title: Text,
        empty: Text,
        /** The choices still to make, joined by commas. */
        stillToChoose: template(["missing"]),
        /** `{choice}` is the kind of move to choose instead, drawn in bold. */
        samePlace: template(["choice"]),
        samePlaceChoice: Text,
        approximateRange: Text,
        /** The running range's button to the result card. */
        details: Text,
        /** What the range is for (`{what}`), the route and its road distance (`{km}`, drawn in bold). */
        route: template(["what", "from", "to", "km"]),
        /** The same, when the distance falls in a band of the tables (`{band}`). */
        routeInBand: template(["what", "from", "to", "km", "band"]),
        /** What the range is for, within the chosen city. */
        within: cityTemplate(["what"]),
        /** What the range is for, when no city is chosen for a move within one. */
        withinOneCity: template(["what"]),
        /** The last two of what the range adds up: the others before `{items}`, joined by commas. */
        list: template(["items", "last"]),
        total: Text,
        fromTable: template(["table"]),
        /** A price the tables leave to the day ("As Actual"). */
        asActual: Text,
        approximate: Text,
        /** `{chargesLink}` and `{listLink}` are links, their words `chargesLink` and `listLink`. */
        extras: template(["chargesLink", "listLink"]),
        chargesLink: Text,
        listLink: Text,
        /** How a road distance is reckoned: `{factor}` times the straight line. */
        roadDistance: template(["factor"]),
        whatsapp: Text,
        /** Said to screen readers after a link that opens WhatsApp. */
        opensWhatsapp: Text,
        /** To the dated checklist for this move. */
        plan: Text,
      })
      .strict(),
    /**
     * The lines the quick estimate writes (app/lib/estimate), each filled with the figures and the price tables'
     * labels it names; the choices still to make are named by the estimate's ids (`MissingChoice`).
     */
    lines: z
      .object({
        /** Where a figure sits in its table. */
        cell: template(["row", "column"]),
        missing: z
          .object({ homeOrOfficeSize: Text, from: Text, to: Text, homeSizeOrVehiclesOnly: Text, size: Text, carOrBike: Text })
          .strict(),
        /** What a line of the estimate is for: `{size}` and `{type}` are the tables' labels. */
        householdGoods: template(["size"]),
        collection: template(["size"]),
        goodsToStore: template(["size"]),
        car: template(["type"]),
        bike: template(["type"]),
        /** How the total was found. */
        totalFromTable: template(["caption", "cell"]),
        sumOfFigures: Text,
        theFigure: Text,
        sumInSharedTruck: Text,
        theFigureInSharedTruck: Text,
        handymanAtActual: Text,
        nationalStopsAt3Bhk: Text,
        /** A route of the national price list, without and with a car moved beside the goods. */
        nationalRoute: template(["city"]),
        nationalRouteWithCar: template(["city"]),
        /** A distance outside the bands of the distance table or the bike table, and the band shown instead. */
        shorterThanFirstBand: z.object({ distance: template(["km", "band"]), bike: template(["km", "band"]) }).strict(),
        longerThanLastBand: z.object({ distance: template(["km", "band"]), bike: template(["km", "band"]) }).strict(),
        /** Why a fixed figure of the national table is the low end of a range (`{shared}` and `{upTo}` in rupees). */
        ownTruck: template(["what", "shared", "upTo", "caption", "cell"]),
      })
      .strict(),
    /** The item list's words ("List my items"), which its code, loaded when the tab opens, reads from the page's data. */
    list: z
      .object({
        loading: Text,
        ok: Text,
        confirmClear: Text,
        yourList: z
          .object({ title: Text, presets: Text, typical: template(["home"]), empty: Text, clear: Text })
          .strict(),
        /** What a screen reader calls a quantity's group and its two buttons. */
        stepper: z
          .object({ count: template(["name", "qty"]), fewer: template(["name"]), more: template(["name"]) })
          .strict(),
        picker: z
          .object({
            title: Text,
            room: Text,
            search: Text,
            placeholder: Text,
            /** How many items match what was typed, in each plural form `Intl` names, and the room they go to. */
            matches: z
              .object({
                zero: template(["count", "room"]).optional(),
                one: template(["count", "room"]).optional(),
                two: template(["count", "room"]).optional(),
                few: template(["count", "room"]).optional(),
                many: template(["count", "room"]).optional(),
                other: template(["count", "room"]),
              })
              .strict(),
            usual: template(["room"]),
            packed: template(["cuFt"]),
            showAll: template(["count"]),
          })
          .strict(),
        details: z
          .object({
            title: Text,
            where: Text,
            local: Text,
            between: Text,
            city: Text,
            anyCity: Text,
            choose: Text,
            pickup: Text,
            delivery: Text,
            floor: Text,
            carry: Text,
            lift: Text,
            narrowLane: Text,
            packing: Text,
            standard: Text,
            premium: Text,
            self: Text,
            selfServices: z
              .object({ bed: Text, wardrobe: Text, table: Text, workstation: Text, ac: Text })
              .strict(),
            storage: Text,
            declaredValue: Text,
            noInsurance: Text,
          })
          .strict(),
        quote: z
          .object({
            title: Text,
            /** `{vehicle}` is drawn in bold. */
            vehicle: template(["vehicle"]),
            empty: Text,
            samePlace: Text,
            stillToChoose: template(["missing"]),
            /** What is still to choose when no single choice is missing. */
            theRoute: Text,
            priceTables: Text,
            rule: Text,
            total: Text,
            atActual: template(["atActual", "onTheDay"]),
            approximate: template(["chargesLink"]),
            chargesLink: Text,
            print: Text,
            whatsapp: Text,
            opensWhatsapp: Text,
            /** The message a visitor shares on WhatsApp. */
            shareText: template(["link"]),
            listLink: template(["link"]),
            plan: Text,
          })
          .strict(),
        /** The printed summary. */
        print: z
          .object({
            title: Text,
            noRoute: Text,
            summary: template(["route", "goods", "vehicle"]),
            /** The same, with the moving date as chosen (YYYY-MM-DD). */
            summaryOn: template(["route", "date", "goods", "vehicle"]),
            list: Text,
            access: Text,
            pickup: template(["access"]),
            delivery: template(["access"]),
            packing: template(["packing"]),
            price: Text,
            total: Text,
            atActual: template(["atActual"]),
            noPrice: template(["reason"]),
            incomplete: Text,
            /** `{site}` is the site's address. */
            footer: template(["site"]),
          })
          .strict(),
        lines: ListLines,
      })
      .strict(),
    /** "Where the figures come from": the price tables the estimator reads. */
    sources: z
      .object({
        title: Text,
        intro: Prose,
        sources: records(
          Entry.extend({
            /** The page that publishes the source's table. */
            path: matching(/^\/[a-z0-9/#-]*$/, "an address of the site, like '/home-shifting' or '/#prices-title'"),
          }),
        ).min(1, "at least one source"),
      })
      .strict(),
  })
  .strict();

export type EstimatorContent = z.infer<typeof estimatorSchema>;

/** Written once, in the English file. */
export const estimatorNeutral = ["path"] as const;
