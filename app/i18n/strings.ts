import { createContext, use } from "react";

import { type Locale, localePath } from "~/config/locales";
import { hoursShort, PHONE_HOURS, yearsText } from "~/content/facts";
import { footerHelpful, footerPlanning, footerRelocationTypes, mainNav } from "~/content/navigation";
import { services } from "~/content/services";
import { words } from "~/content/translation";

import { useTranslated } from "./translations";

/**
 * The interface words of the shared layout (header, menus, footer, contact bars), English first. Each language's
 * module is declared `satisfies Strings`, so a missing or extra key fails the typecheck; the link lists are
 * checked against the English ones' paths by app/i18n/strings.test.ts. Spec-quoted texts stay as the spec has them.
 */
export const en = words("layoutWords", {
  skipToContent: "Skip to content",
  mainNav,
  services,
  servicesMenu: "Services",
  allServices: "All services",
  /** The main quote action's one label (docs/decisions/design-system.md). */
  getFreeQuote: "Get a free quote",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mobileNav: "Mobile",
  mainNavLabel: "Main",
  verify: "Verify",
  verifyRest: " it’s us",
  topBarOffer: `Free survey & quote · ${hoursShort(PHONE_HOURS)}`,
  addAddress: "Add Address",
  quickContact: "Quick contact",
  call: "Call",
  chatWhatsApp: "Chat with us on WhatsApp (opens in a new tab)",
  callUs: "Call us",
  newTab: "(opens in a new tab)",
  socialMedia: "Social media",
  footerAbout: `IBA-approved packers and movers with ${yearsText} of moving homes, offices, vehicles and fine art across India — with a free survey, a written quote and no hidden charges.`,
  helpfulLinks: "Helpful links",
  footerHelpful,
  relocationTypes: "Relocation types",
  footerRelocationTypes,
  planYourMove: "Plan your move",
  footerPlanning,
  contactUs: "Contact us",
  headOffice: "Head office",
  ibaApproval: "IBA approval",
  since: "Since",
  isThisUs: "Is this really us? Check before you pay",
  allRights: "All rights reserved.",
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
});

/** Every language's words have the English shape: the same keys, link lists where English has them. */
export type Strings = typeof en;

export interface LanguageContext {
  locale: Locale;
}

const Language = createContext<LanguageContext>({ locale: "en" });

export const LanguageProvider = Language.Provider;

/** The layout's words in the page's language. */
export const useStrings = () => useTranslated(en);

export const useLocale = () => use(Language).locale;

/** A site path in the page's language: "/contact" on a Hindi page is "/hi/contact". */
export function useLocalize() {
  const locale = useLocale();
  return (path: string) => localePath(path, locale);
}
