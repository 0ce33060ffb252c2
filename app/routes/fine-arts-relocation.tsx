import { fineArtsRelocation } from "~/content/service-pages/fine-arts-relocation";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/fine-arts-relocation";
import { pageTestimonials } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute(
  fineArtsRelocation,
  (locale) => import(`../locales/${locale}/pages/fine-arts-relocation.ts`),
);

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => pageTestimonials(request, fineArtsRelocation.path);

export default function FineArtsRelocation() {
  return <ServicePage content={fineArtsRelocation} />;
}
