/**
 * The words every page's layout shows (header, menus, footer, skip link, quick contact bar, breadcrumb trail, the
 * share image's description and the carousels' buttons): one form in the office's editor. The links' paths are the
 * English file's; a language writes only their labels.
 */
import { z } from "zod";

import { Id, matching, placeholderProblem, records, template, Text } from "./fields.ts";

/** A path of the site, as the English pages have it: "/", "/about". */
const SitePath = matching(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, "a path of the site, like '/about' or '/'");

/** A link of a menu or a list: its id, where it goes and what a visitor reads. */
const NavLink = z.object({ id: Id, to: SitePath, label: Text }).strict();

/** A service of the menu and the cards: its page, its name and one line about it. */
const Service = z.object({ id: Id, path: SitePath, name: Text, summary: Text }).strict();

/**
 * "In <city>": the city's name (`{city}`) or, in a language whose grammar inflects it there, its locative
 * (`{cityIn}`, the cities file's `forms.in`), one or the other, so no message loses its city.
 */
const inCity = Text.superRefine((text, ctx) => {
  const problem = placeholderProblem(text, ["city", "cityIn"], "the placeholders");
  if (problem) return void ctx.addIssue({ code: "custom", message: problem });
  if (!/\{city(In)?\}/.test(text)) ctx.addIssue({ code: "custom", message: "names '{city}' or '{cityIn}'" });
});

/** The estimate's message: its total, then its link last, so the chat app sees where the link ends. */
const estimateMessage = template(["total", "link"]).refine((text) => text.endsWith("{link}"), "ends with '{link}'");

export const layoutSchema = z
  .object({
    words: z
      .object({
        skipToContent: Text,
        servicesMenu: Text,
        allServices: Text,
        /**
         * The one label of each of the three calls to action, wherever a button or a standalone link makes it:
         * the quote, the estimator, the free survey (docs/decisions/design-system.md).
         */
        getFreeQuote: Text,
        estimateMoveCost: Text,
        bookFreeSurvey: Text,
        menu: Text,
        openMenu: Text,
        closeMenu: Text,
        mobileNav: Text,
        mainNavLabel: Text,
        /** The top bar's link to /verify: `verify`, then `verifyRest`, which a phone leaves unsaid. */
        verify: Text,
        verifyRest: Text,
        addAddress: Text,
        quickContact: Text,
        call: Text,
        chatWhatsApp: Text,
        callUs: Text,
        newTab: Text,
        socialMedia: Text,
        helpfulLinks: Text,
        relocationTypes: Text,
        planYourMove: Text,
        contactUs: Text,
        headOffice: Text,
        ibaApproval: Text,
        /** The top bar's badge beside the logo. */
        ibaApproved: Text,
        since: Text,
        isThisUs: Text,
        allRights: Text,
        terms: Text,
        privacy: Text,
        /**
         * The top bar's offer, with the hours the phones open and close (content/<language>/names.json times) and,
         * in English, the days they are open ("Mon–Sun"), which a language writes in its words.
         */
        topBarOffer: template(["opens", "closes"], ["days"]),
        /** The footer's line about the company, with its years in business. */
        footerAbout: template(["years"]),
        /** What a screen reader calls the breadcrumb trail. */
        breadcrumb: Text,
        /** What the share image shows, for those who cannot see it (`og:image:alt`). */
        shareImageAlt: Text,
      })
      .strict(),
    mainNav: records(NavLink),
    services: records(Service),
    footerHelpful: records(NavLink),
    footerRelocationTypes: records(NavLink),
    footerPlanning: records(NavLink),
    /** The first two steps of the trail of every page under Our Services. */
    ourServicesCrumb: records(NavLink),
    /**
     * The chat's typed-in message (SPEC §1): the greeting where the page names nothing, else what it is about: its
     * service, its city, or the estimate's total and link.
     */
    chat: z
      .object({
        greeting: Text,
        aboutService: template(["service"]),
        aboutCity: inCity,
        aboutEstimate: estimateMessage,
      })
      .strict(),
    /** The carousels' buttons, with what rotates ("testimonials"). */
    carousel: z
      .object({
        previous: template(["subject"]),
        pause: template(["subject"]),
        play: template(["subject"]),
        next: template(["subject"]),
      })
      .strict(),
  })
  .strict();

export const layoutNeutral = ["to", "path"] as const;

export type LayoutContent = z.infer<typeof layoutSchema>;
