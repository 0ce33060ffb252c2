import { SocialLinks } from "~/components/social-links";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const followUsWords = words("followUsWords", {
  title: "Follow us & stay connected",
  text: "Packing tips, moving-day photos and offers for our customers.",
});

/** 'Follow us & stay connected': the four social profiles, each in a new tab. */
export function FollowUs() {
  const w = useTranslated(followUsWords);
  return (
    <section aria-labelledby="follow-us" className="bg-gradient-to-r from-brand-800 to-brand-600 section-y text-white">
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="follow-us" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {w.title}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{w.text}</p>
        </div>
        <SocialLinks look="labelled" />
      </div>
    </section>
  );
}
