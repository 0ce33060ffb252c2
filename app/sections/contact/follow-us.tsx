import { SocialLinks } from "~/components/social-links";
import type { ContactContent } from "~/content/schemas/pages";

/** 'Follow us & stay connected': the four social profiles, each in a new tab. */
export function FollowUs({ words: w }: { words: ContactContent["followUs"] }) {
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
