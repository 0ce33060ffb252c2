import { localShifting } from "~/content/service-pages/local-shifting";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(localShifting, (locale) => import(`../locales/${locale}/pages/local-shifting.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function LocalShifting() {
  return <ServicePage content={localShifting} />;
}
