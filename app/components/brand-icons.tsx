import { icon } from "./icon";

// Brand marks live in the same sprite as the UI icons (scripts/icons.ts draws them filled).
export const FacebookIcon = icon("brand-facebook");
export const InstagramIcon = icon("brand-instagram");
export const XIcon = icon("brand-x");
export const WhatsappIcon = icon("brand-whatsapp");
export const LinkedinIcon = icon("brand-linkedin");
