/**
 * Tells whether a phone number, e-mail address, website, UPI ID or GSTIN pasted from a message is one of the
 * company's own (docs/decisions/verify-page.md). Pure and small: it runs in the visitor's browser as they type,
 * and nothing they paste leaves the page.
 */

export type ContactKind = "phone" | "email" | "website" | "upi" | "gstin";

/** The company's own values, each in the form `normalise` gives a pasted value of its kind. */
export interface OfficialValues {
  /** 10 digits, no country code. */
  phones: readonly string[];
  /** Whole addresses, lower case. */
  emails: readonly string[];
  /** Any address at these domains is ours (lower case, exact: a subdomain is not). */
  emailDomains: readonly string[];
  /** Host names without `www.`, lower case. */
  hosts: readonly string[];
  /** Lower case. */
  upiIds: readonly string[];
  /** Upper case. */
  gstins: readonly string[];
}

export interface CheckResult {
  kind: ContactKind;
  /** The value as compared: what the visitor pasted without its spaces, prefixes and case. */
  value: string;
  official: boolean;
}

/**
 * The number without India's code (+91, 0091, or 91 before 10 digits) or a trunk 0 before 10 digits, so that
 * each way of writing one number compares equal. A number of another length keeps its digits, to be shown as
 * compared and found not ours.
 */
function nationalNumber(written: string): string {
  const digits = written.replace(/\D/g, "");
  if (/^\s*(\+|00)91/.test(written)) return digits.slice(digits.startsWith("00") ? 4 : 2);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** The host a web address points to (what the browser would open), lower case, without `www.`; null if none. */
function hostOf(address: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`;
  let host: string;
  try {
    // The URL parser finds the real host behind tricks such as "https://oursite.example@evil.example".
    host = new URL(withScheme).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*$/.test(host)) return null;
  return host.replace(/^www\./, "");
}

/** A web address without its scheme; letters of any script, since a look-alike may swap one for its twin. */
const HOST_LIKE = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(:\d+)?([/?#].*)?$/iu;
const UPI_ID = /^[a-z0-9][a-z0-9._-]*@[a-z][a-z0-9]*$/;
const EMAIL = /^[^\s@]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
/** A GSTIN's shape loosely (state code, then 13 capitals or digits), so a look-alike is still called a GSTIN. */
const GSTIN_LIKE = /^\d{2}[A-Z0-9]{13}$/;
/** What a phone number is written with: digits, +, spaces, dashes, dots and brackets. */
const PHONE_LIKE = /^[+\d\s().-]+$/;

/** The kind of a pasted value and the value as compared, or null when it is none of the five kinds. */
export function normalise(input: string): { kind: ContactKind; value: string } | null {
  // Invisible characters come along with text copied out of chat apps, and the full stop or comma of the
  // sentence the value ended.
  const text = input
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .trim()
    .replace(/[.,;:!?]+$/, "");
  if (!text) return null;
  const scheme = /^(mailto|tel|upi):(\/\/)?/i.exec(text);
  if (scheme) {
    const rest = text.slice(scheme[0].length);
    switch (scheme[1]!.toLowerCase()) {
      case "mailto":
        return normaliseEmail(rest.split("?")[0]!);
      case "tel":
        return normalisePhone(rest);
      default: {
        // upi://pay?pa=<UPI ID>&pn=<name>: the payee is the address the money goes to.
        const payee = new URLSearchParams(rest.split("?")[1] ?? "").get("pa");
        return payee ? normaliseUpi(payee) : null;
      }
    }
  }
  if (/^https?:\/\//i.test(text)) return website(text);
  // A dash is part of an address ("sarthi-movers.example" is someone else's), only a separator in a number.
  const unspaced = text.replace(/\s/g, "");
  const at = unspaced.indexOf("@");
  if (at > 0 && !unspaced.includes("/")) {
    return unspaced.slice(at + 1).includes(".") ? normaliseEmail(unspaced) : normaliseUpi(unspaced);
  }
  const gstin = unspaced.replace(/-/g, "").toUpperCase();
  if (GSTIN_LIKE.test(gstin) && /[A-Z]/.test(gstin)) return { kind: "gstin", value: gstin };
  if (PHONE_LIKE.test(text)) return normalisePhone(text);
  if (HOST_LIKE.test(unspaced)) return website(unspaced);
  return null;
}

function normalisePhone(text: string) {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  // Shorter than a landline without its code or longer than +91 and 10 digits: not a phone number.
  if (digits.length < 6 || digits.length > 14) return null;
  return { kind: "phone" as const, value: nationalNumber(text) };
}

function normaliseEmail(text: string) {
  const value = text.replace(/\s/g, "").toLowerCase();
  return EMAIL.test(value) ? { kind: "email" as const, value } : null;
}

function normaliseUpi(text: string) {
  const value = text.replace(/\s/g, "").toLowerCase();
  return UPI_ID.test(value) ? { kind: "upi" as const, value } : null;
}

/** A chat link (wa.me/<number>) stands for the phone number it opens a chat with. */
const CHAT_LINK = /^(?:https?:\/\/)?(?:www\.)?wa\.me\/\+?(\d{6,15})(?:[/?#]|$)/i;

function website(text: string) {
  const unspaced = text.replace(/\s/g, "");
  const chat = CHAT_LINK.exec(unspaced);
  if (chat) return normalisePhone(chat[1]!);
  const host = hostOf(unspaced);
  return host ? { kind: "website" as const, value: host } : null;
}

/** Whether a pasted value is one of ours; null when it is not recognisable as any of the five kinds. */
export function checkContact(input: string, ours: OfficialValues): CheckResult | null {
  const found = normalise(input);
  if (!found) return null;
  const { kind, value } = found;
  const official =
    kind === "phone"
      ? ours.phones.includes(value)
      : kind === "email"
        ? ours.emails.includes(value) || ours.emailDomains.includes(value.slice(value.indexOf("@") + 1))
        : kind === "website"
          ? ours.hosts.includes(value)
          : kind === "upi"
            ? ours.upiIds.includes(value)
            : ours.gstins.includes(value);
  return { kind, value, official };
}

/** What the site configuration makes official (see docs/decisions/verify-page.md for why these). */
export function officialValues(config: {
  url: string;
  phones: readonly string[];
  whatsapp: string;
  email: string;
  upiId: string;
  gstin: string;
}): OfficialValues {
  const host = hostOf(config.url) ?? "";
  const email = config.email.toLowerCase();
  const emailDomain = email.slice(email.indexOf("@") + 1);
  // Any address at the domain counts only when the domain is the site's own; an address at a shared mail
  // service (a free mailbox) counts on its own, never its neighbours.
  const ownDomain = emailDomain === host || host.endsWith(`.${emailDomain}`);
  return {
    phones: [...new Set([...config.phones, nationalNumber(config.whatsapp)])],
    emails: [email],
    emailDomains: ownDomain ? [emailDomain] : [],
    hosts: [host],
    upiIds: [config.upiId.toLowerCase()],
    gstins: [config.gstin.toUpperCase()],
  };
}
