import { NotFoundContent } from "~/components/NotFoundContent";
import { site } from "~/config/site";

export const meta = () => [
  { title: `Page Not Found | ${site.brand}` },
  { name: "description", content: "The page you asked for does not exist. Go back to the home page or browse our moving services." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
