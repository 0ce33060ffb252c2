import { warehousing } from "~/content/service-pages/warehousing";

import { serviceRoute } from "./service-route";

const route = serviceRoute(warehousing, (locale) => import(`../locales/${locale}/pages/warehousing.ts`));

export const handle = route.handle;
export const meta = route.meta;

export default function Warehousing() {
  return <route.Page />;
}
