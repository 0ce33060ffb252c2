import { site } from "~/config/site";
import { useStrings } from "~/i18n/strings";

import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from "./brand-icons";

const profiles = [
  { href: site.social.facebook, label: "Facebook", Icon: FacebookIcon },
  { href: site.social.x, label: "X", Icon: XIcon },
  { href: site.social.instagram, label: "Instagram", Icon: InstagramIcon },
  { href: site.social.linkedin, label: "LinkedIn", Icon: LinkedinIcon },
];

// Literal class names, so that Tailwind finds them.
const LOOK = {
  /** Round icon buttons, the name for screen readers only (footer). */
  icons: {
    list: "flex gap-2",
    link: "flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20",
    name: "sr-only",
  },
  /** Icon and name on a tile (contact page's 'Follow us' band). */
  labelled: {
    list: "grid grid-cols-2 gap-3 sm:flex sm:flex-wrap",
    link: "flex items-center gap-2.5 rounded-lg bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/15 hover:bg-white/20",
    name: "",
  },
} as const;

/** The company's four social profiles, each opening in a new tab; for dark bands. */
export function SocialLinks({ look, className = "" }: { look: keyof typeof LOOK; className?: string }) {
  const cls = LOOK[look];
  const strings = useStrings();
  return (
    <ul className={`${cls.list} ${className}`} aria-label={strings.socialMedia}>
      {profiles.map(({ href, label, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={cls.link}>
            <Icon className="size-5" />
            <span className={cls.name}>{label}</span>
            <span className="sr-only"> {strings.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
