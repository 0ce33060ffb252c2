import { GuaranteeLink } from "~/components/guarantee-link";
import { BadgeCheck, ShieldCheck, Star } from "~/components/icons";
import { Link } from "~/components/link";
import { Picture } from "~/components/picture";
import { RatingBasis } from "~/components/rating-basis";
import { GUARANTEE_ANCHOR } from "~/content/guarantee";
import type { HomeWords } from "~/content/home";
import type { InlinePicture } from "~/content/images";
import { useStrings } from "~/i18n/strings";

/**
 * `text` cut where it names `{name}`: the words before and after it, for the hero to draw a part between them. Kept
 * here, not beside `filled`, so that no other page's script carries it.
 */
function around(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + name.length + 2)];
}

/**
 * The home hero (SPEC §2): the page's one h1, the pitch, 'Get a Quote' and 'Learn More', in the page's language
 * (content/<language>/home.json, the loader's). `picture` is the hero picture's phone-sized AVIF as the page's
 * loader carries it, if it is light enough to.
 */
export function HomeHero({ words: w, picture }: { words: HomeWords["hero"]; picture?: InlinePicture | undefined }) {
  const strings = useStrings();
  const [title, titleEnd] = around(w.title, "accent");
  const [introBefore, introAfter] = around(w.intro, "guarantee");
  // The label stays the spec's 'Learn More'; search engines and screen readers also hear where it goes.
  const [nameBefore, nameAfter] = around(w.learnMoreName, "learnMore");
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100">
            <BadgeCheck className="size-4 text-accent-400" aria-hidden="true" />
            {w.badge}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {title}
            <span className="text-accent-400">{w.accent}</span>
            {titleEnd}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            {introBefore}
            <GuaranteeLink className="text-white" />
            {introAfter}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/free-estimate" className="btn-primary">
              {w.getQuote}
            </Link>
            <Link to="/about" className="btn-ghost">
              {nameBefore && <span className="sr-only">{nameBefore}</span>}
              {w.learnMore}
              {nameAfter && <span className="sr-only">{nameAfter}</span>}
            </Link>
          </div>
          <p className="mt-4">
            {/* A plain link: the home page's script budget has no room for the shared link's chunk. */}
            <Link
              to="/book-survey"
              className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {strings.bookFreeSurvey}
            </Link>
          </p>
          <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-4 text-sm text-brand-100">
            <li className="flex items-center gap-2">
              <span className="flex text-accent-400" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
              <span>
                <strong className="text-white">{w.rating}</strong> {w.ratingLabel} <RatingBasis />
              </span>
            </li>
            <li>
              <strong className="text-white">{w.years}</strong> {w.yearsLabel}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-accent-400" aria-hidden="true" />
              <a href={`#${GUARANTEE_ANCHOR}`} className="underline underline-offset-4 hover:text-white">
                <strong className="text-white">100%</strong> {w.safetyLabel}
              </a>
            </li>
          </ul>
        </div>
        {/* The first screen's one eager image; on phones its bytes are in the page, so it is in the first paint. */}
        <Picture
          slot="home-hero"
          priority
          inline={picture}
          sizes="(min-width: 1024px) 38rem, (min-width: 640px) 28rem, 92vw"
          className="mx-auto h-auto w-full max-w-md rounded-2xl lg:max-w-none"
        />
      </div>
      {/* The first paint waits for this mark (root.tsx). */}
      <span id="first-screen-end" hidden />
    </section>
  );
}
