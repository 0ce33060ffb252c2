import type { SiteConfig } from "../app/config/types.ts";

/** Headers every response carries, on this server and in the CDN's `_headers`. */
export const commonHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  // The site opens no window it needs to talk to; other windows get no handle on ours.
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The policy of every answer that is not a page (assets, JSON, plain-text refusals): nothing may load or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every answer of this build carries: the common ones, and HSTS when the site is served over
 * HTTPS. Without includeSubDomains: the company's other host names are not this site's to pin.
 */
export function securityHeaders(site: SiteConfig): Record<string, string> {
  return site.hstsMaxAge > 0
    ? { ...commonHeaders, "Strict-Transport-Security": `max-age=${site.hstsMaxAge}` }
    : { ...commonHeaders };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

const originOf = (url: string) => (url ? new URL(url).origin : "");
const unique = (items: string[]) => [...new Set(items.filter(Boolean))];

/**
 * The Content-Security-Policy of one page: its own origin, the two form providers,
 * the geocoder and the map, and nothing else. Inline scripts are allowed only by hash.
 */
export function contentSecurityPolicy(site: SiteConfig, scriptHashes: string[]): string {
  const forms = originOf(site.forms.endpoint);
  const email = originOf(site.emailService.origin);
  const map = originOf(site.mapUrl);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((h) => `'${h}'`)]],
    // The page's stylesheet is an inline <style> (app/lib/page-stylesheet.tsx) and React writes style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    // The word mark's face is a data: URL inside the stylesheet (docs/decisions/brand-logo.md).
    ["font-src", ["'self'", "data:"]],
    ["connect-src", unique(["'self'", forms, email, originOf(site.geocoderUrl)])],
    ["frame-src", [map]],
    ["form-action", unique(["'self'", forms])],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(" ")}`).join("; ");
}
