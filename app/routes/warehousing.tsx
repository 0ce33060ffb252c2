import { warehousing } from "~/content/service-pages/warehousing";
import { ServicePage } from "~/sections/services/service-page";

import { serviceRoute } from "./service-route";

const route = serviceRoute(warehousing, (locale) => import(`../locales/${locale}/pages/warehousing.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function Warehousing() {
  return <ServicePage content={warehousing} />;
}
