import type { SiteConfig } from "./types";

declare const __SITE__: SiteConfig;

/** The validated site configuration, fixed at build time (see app/config/schema.ts). */
export const site: SiteConfig = __SITE__;

export const telHref = (digits: string) => `tel:+91${digits}`;
/** A phone number as it is read out, in groups held together by no-break spaces: it never wraps mid-number. */
export const formatPhone = (digits: string) => `+91\u00a0${digits.slice(0, 5)}\u00a0${digits.slice(5)}`;
export const mailHref = (email: string) => `mailto:${email}`;
/**
 * A chat-app link that opens a conversation with `number` (digits with country code) and `text` typed in; with an
 * empty `number` the visitor picks whom to send it to.
 */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
export const officeAddress = (o: SiteConfig["office"]) => `${o.street}, ${o.locality}, ${o.city}, ${o.state} ${o.pin}`;
