import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/fine-arts-relocation";
import { servicePageData } from "./page-data";
import { serviceRoute } from "./service-route";

const route = serviceRoute();

export const handle = route.handle;
export const meta = route.meta;
export const loader = ({ request }: Route.LoaderArgs) => servicePageData(request, "fine-arts-relocation");

export default function FineArtsRelocation({ loaderData }: Route.ComponentProps) {
  return <ServicePage content={loaderData.content} />;
}
