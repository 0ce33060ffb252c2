import { homeShifting } from "~/content/service-pages/home-shifting";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/home-shifting";
import { pageTestimonials } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute(homeShifting, (locale) => import(`../locales/${locale}/pages/home-shifting.ts`));

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => pageTestimonials(request, homeShifting.path);

export default function HomeShifting() {
  return <ServicePage content={homeShifting} />;
}
