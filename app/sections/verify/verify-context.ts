import { site } from "~/config/site";
import type { VerifyContext } from "~/content/company";

/** The site's own details for the /verify texts. */
export const verifyContext = (): VerifyContext => ({
  brand: site.brand,
  legalName: site.identity.legalName,
  gstin: site.identity.gstin,
  ibaCode: site.identity.ibaCode,
  emailDomain: site.email.slice(site.email.lastIndexOf("@") + 1),
  website: new URL(site.url).host,
});
