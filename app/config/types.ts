export interface SiteConfig {
  url: string;
  brand: string;
  /** 10 digits, no country code. */
  phone: string;
  phoneAlt: string;
  /** Digits with country code, as the chat app's link wants them. */
  whatsapp: string;
  email: string;
  /** The company's own UPI ID (name@bank), the only one payments go to. */
  upiId: string;
  office: {
    street: string;
    locality: string;
    city: string;
    state: string;
    pin: string;
    country: string;
    lat: number;
    lon: number;
  };
  /** What the published rating is based on. */
  rating: { reviewCount: number; source: string; sourceUrl: string };
  social: { facebook: string; x: string; instagram: string; linkedin: string };
  /** Form-to-email service (Web3Forms contract); an empty endpoint means the local inbox. */
  forms: { endpoint: string; accessKey: string };
  /** E-mail service used through @emailjs/browser; an empty origin means the local inbox. */
  emailService: {
    origin: string;
    publicKey: string;
    serviceId: string;
    templates: { callback: string; enquiry: string; quote: string; application: string; franchise: string };
    blockHeadless: boolean;
    blockList: string[];
    limitRateMs: number;
  };
  /** Registration details a visitor can check (see /verify), validated at build. */
  identity: {
    legalName: string;
    gstin: string;
    /** A company CIN or an LLP's LLPIN. */
    registration: string;
    /** "CIN" or "LLPIN", as printed next to the number. */
    registrationLabel: string;
    /** The state the registration names (the CIN's, else the GSTIN's): its courts hear disputes. */
    registeredState: string;
    ibaCode: string;
    yearFounded: number;
    director: string;
    fleetSize: number;
    insurers: string[];
  };
  geocoderUrl: string;
  mapUrl: string;
  /** Strict-Transport-Security max-age in seconds; 0: no header (an http site, or turned off). */
  hstsMaxAge: number;
}
