import { defenceRelocation } from "~/content/service-pages/defence-relocation";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(defenceRelocation, (locale) => import(`../locales/${locale}/pages/defence-relocation.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function DefenceRelocation() {
  return <ServicePage content={defenceRelocation} />;
}
