import { vehicleShifting } from "~/content/service-pages/vehicle-shifting";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/vehicle-shifting";
import { pageTestimonials } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute(vehicleShifting, (locale) => import(`../locales/${locale}/pages/vehicle-shifting.ts`));

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => pageTestimonials(request, vehicleShifting.path);

export default function VehicleShifting() {
  return <ServicePage content={vehicleShifting} />;
}
