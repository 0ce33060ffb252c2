import { warehousing } from "~/content/service-pages/warehousing";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/warehousing";
import { pageTestimonials } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute(warehousing, (locale) => import(`../locales/${locale}/pages/warehousing.ts`));

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => pageTestimonials(request, warehousing.path);

export default function Warehousing() {
  return <ServicePage content={warehousing} />;
}
