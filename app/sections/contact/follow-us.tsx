import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from "~/components/brand-icons";
import { site } from "~/config/site";

const networks = [
  { href: site.social.facebook, label: "Facebook", Icon: FacebookIcon },
  { href: site.social.x, label: "X", Icon: XIcon },
  { href: site.social.instagram, label: "Instagram", Icon: InstagramIcon },
  { href: site.social.linkedin, label: "LinkedIn", Icon: LinkedinIcon },
];

/** 'Follow us & stay connected': the four social profiles, each in a new tab. */
export function FollowUs() {
  return (
    <section aria-labelledby="follow-us" className="bg-gradient-to-r from-brand-800 to-brand-600 section-y text-white">
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="follow-us" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Follow us & stay connected
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">Packing tips, moving-day photos and offers for our customers.</p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          {networks.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2.5 rounded-lg bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/15 hover:bg-white/20"
              >
                <Icon className="size-5" />
                {label}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
