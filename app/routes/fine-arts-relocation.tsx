import { fineArtsRelocation as content } from "~/content/service-pages";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/sections/services/ServicePage";

export const meta = () => pageMeta({ ...content.meta, path: content.path });

export default function FineArtsRelocation() {
  return <ServicePage content={content} />;
}
