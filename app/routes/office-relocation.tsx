import { officeRelocation } from "~/content/service-pages/office-relocation";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/office-relocation";
import { pageTestimonials } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute(officeRelocation, (locale) => import(`../locales/${locale}/pages/office-relocation.ts`));

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => pageTestimonials(request, officeRelocation.path);

export default function OfficeRelocation() {
  return <ServicePage content={officeRelocation} />;
}
