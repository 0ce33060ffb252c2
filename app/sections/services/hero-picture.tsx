import { BELOW_WIDE, Picture } from "~/components/picture";
import type { InlinePicture } from "~/content/images";

/**
 * A service page's picture as phones and tablets see it, under the hero's buttons: cut to a band, its bytes in the
 * page (`inline`, the loader's) so that it is in the first paint. Wide screens show it beside the page's
 * explanation instead (about-service), so it shows once on every screen.
 */
export function HeroPicture({ slot, inline }: { slot: string; inline: InlinePicture | undefined }) {
  return (
    <div className="mt-6 max-w-md lg:hidden">
      <Picture
        slot={slot}
        priority
        inline={inline}
        shownWhen={BELOW_WIDE}
        sizes="(min-width: 640px) 28rem, 92vw"
        className="aspect-5/2 h-auto w-full rounded-2xl object-cover shadow-card"
      />
    </div>
  );
}
