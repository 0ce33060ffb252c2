import { fineArtsRelocation } from "~/content/service-pages/fine-arts-relocation";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(
  fineArtsRelocation,
  (locale) => import(`../locales/${locale}/pages/fine-arts-relocation.ts`),
);

export const handle = route.handle;
export const meta = route.meta;

export default function FineArtsRelocation() {
  return <ServicePage content={fineArtsRelocation} />;
}
