import { officeRelocation } from "~/content/service-pages/office-relocation";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(officeRelocation, (locale) => import(`../locales/${locale}/pages/office-relocation.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function OfficeRelocation() {
  return <ServicePage content={officeRelocation} />;
}
