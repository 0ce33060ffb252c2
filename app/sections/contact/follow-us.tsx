import { SocialLinks } from "~/components/social-links";

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
        <SocialLinks look="labelled" />
      </div>
    </section>
  );
}
