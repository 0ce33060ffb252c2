import { homeShifting } from "~/content/service-pages/home-shifting";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(homeShifting, (locale) => import(`../locales/${locale}/pages/home-shifting.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function HomeShifting() {
  return <ServicePage content={homeShifting} />;
}
