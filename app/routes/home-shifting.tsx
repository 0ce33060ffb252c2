import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/home-shifting";
import { servicePageData } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute();

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => servicePageData(request, "home-shifting");

export default function HomeShifting({ loaderData }: Route.ComponentProps) {
  return <ServicePage content={loaderData.content} />;
}
