import { siFacebook, siInstagram, siWhatsapp, siX } from "simple-icons";

interface IconProps {
  className?: string;
}

function SimpleIcon({ path, className = "size-5" }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => <SimpleIcon path={siFacebook.path} {...p} />;
export const InstagramIcon = (p: IconProps) => <SimpleIcon path={siInstagram.path} {...p} />;
export const XIcon = (p: IconProps) => <SimpleIcon path={siX.path} {...p} />;
export const WhatsappIcon = (p: IconProps) => <SimpleIcon path={siWhatsapp.path} {...p} />;

/** simple-icons no longer ships LinkedIn's mark, so this is a plain "in" monogram. */
export function LinkedinIcon({ className = "size-5" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <rect x="2" y="2" width="20" height="20" rx="3" />
      <rect x="6" y="10" width="2.6" height="8" fill="var(--color-brand-950)" />
      <circle cx="7.3" cy="6.9" r="1.5" fill="var(--color-brand-950)" />
      <path d="M11 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3 1.3 3 3.6V18h-2.6v-4.1c0-1.2-.4-1.9-1.4-1.9s-1.7.7-1.7 1.9V18H11z" fill="var(--color-brand-950)" />
    </svg>
  );
}
