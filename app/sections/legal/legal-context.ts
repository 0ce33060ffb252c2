import { formatPhone, officeAddress, site } from "~/config/site";
import { courtsOf, type HeadOfficeCity } from "~/content/facts";
import type { LegalContext } from "~/content/legal";

/** The site's own details for the legal texts; `headOffice` is the cities file's, in English. */
export const legalContext = (headOffice: HeadOfficeCity): LegalContext => ({
  brand: site.brand,
  email: site.email,
  phone: formatPhone(site.phone),
  address: officeAddress(site.office),
  url: site.url,
  courts: courtsOf(site.identity.registeredState, headOffice),
});
