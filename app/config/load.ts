import { registeredState, registrationLabel } from "./identity-formats.ts";
import { type EnvName, envVars } from "./schema.ts";
import type { SiteConfig } from "./types.ts";

type Env = Record<string, string | undefined>;

function read(env: Env): Record<EnvName, string> {
  const problems: string[] = [];
  const values = {} as Record<EnvName, string>;
  for (const [name, spec] of Object.entries(envVars) as [EnvName, (typeof envVars)[EnvName]][]) {
    const raw = env[name]?.trim();
    const value = raw === undefined || raw === "" ? spec.fallback : raw;
    const parsed = spec.schema.safeParse(value);
    if (parsed.success) values[name] = value;
    else problems.push(`${name}=${JSON.stringify(value)}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  }
  return values;
}

const stripSlash = (url: string) => url.replace(/\/+$/, "");
const list = (csv: string) =>
  csv
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function loadSiteConfig(env: Env): SiteConfig {
  const v = read(env);
  return {
    url: stripSlash(v.SITE_URL),
    brand: v.BRAND_NAME,
    phone: v.PHONE,
    phoneAlt: v.PHONE_ALT,
    whatsapp: v.WHATSAPP_NUMBER,
    email: v.SUPPORT_EMAIL,
    upiId: v.UPI_ID,
    office: {
      street: v.OFFICE_STREET,
      locality: "Newtown",
      city: "Kolkata",
      state: "West Bengal",
      pin: "700161",
      country: "India",
      lat: 22.5806,
      lon: 88.4606,
    },
    rating: {
      reviewCount: Number(v.RATING_REVIEW_COUNT),
      source: v.RATING_SOURCE,
      sourceUrl: stripSlash(v.RATING_SOURCE_URL),
    },
    social: {
      facebook: v.SOCIAL_FACEBOOK,
      x: v.SOCIAL_X,
      instagram: v.SOCIAL_INSTAGRAM,
      linkedin: v.SOCIAL_LINKEDIN,
    },
    forms: {
      endpoint: stripSlash(v.FORM_ENDPOINT),
      accessKey: v.FORM_ACCESS_KEY,
    },
    emailService: {
      origin: stripSlash(v.EMAILJS_ORIGIN),
      publicKey: v.EMAILJS_PUBLIC_KEY,
      serviceId: v.EMAILJS_SERVICE_ID,
      templates: {
        callback: v.EMAILJS_TEMPLATE_CALLBACK,
        enquiry: v.EMAILJS_TEMPLATE_ENQUIRY,
        quote: v.EMAILJS_TEMPLATE_QUOTE,
        application: v.EMAILJS_TEMPLATE_APPLICATION,
        franchise: v.EMAILJS_TEMPLATE_FRANCHISE,
      },
      blockHeadless: v.EMAILJS_BLOCK_HEADLESS === "true",
      blockList: list(v.EMAILJS_BLOCK_LIST),
      limitRateMs: Number(v.EMAILJS_LIMIT_RATE_MS),
    },
    identity: {
      legalName: v.LEGAL_NAME,
      gstin: v.GSTIN,
      registration: v.COMPANY_REGISTRATION,
      registrationLabel: registrationLabel(v.COMPANY_REGISTRATION),
      registeredState: registeredState(v.COMPANY_REGISTRATION, v.GSTIN),
      ibaCode: v.IBA_APPROVAL_CODE,
      yearFounded: Number(v.YEAR_FOUNDED),
      director: v.DIRECTOR_NAME,
      fleetSize: Number(v.FLEET_SIZE),
      insurers: list(v.INSURER_PARTNERS),
    },
    geocoderUrl: stripSlash(v.GEOCODER_URL),
    mapUrl: stripSlash(v.MAP_URL),
    // Browsers ignore the header over plain HTTP, and a site served over it must not promise HTTPS.
    hstsMaxAge: v.SITE_URL.startsWith("https:") ? Number(v.HSTS_MAX_AGE) : 0,
  };
}

/** Vite `define` entries that hand the validated configuration to the app. */
export function siteDefine(env: Env) {
  return { __SITE__: JSON.stringify(loadSiteConfig(env)) };
}
