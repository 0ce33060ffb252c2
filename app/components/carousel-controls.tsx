import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/icons";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const carouselWords = words("carouselWords", {
  previous: (subject: string) => `Previous ${subject}`,
  pause: (subject: string) => `Pause ${subject}`,
  play: (subject: string) => `Play ${subject}`,
  next: (subject: string) => `Next ${subject}`,
});

interface ControlsProps {
  /** What rotates, for the buttons' names: "testimonials", "client logos". */
  subject: string;
  playing: boolean;
  onToggle: () => void;
  onPrev: () => void;
  onNext: () => void;
  tone?: "light" | "dark";
  className?: string;
}

/** Previous, pause/play and next: real buttons, so they are reachable and usable by keyboard. */
export function CarouselControls({
  subject,
  playing,
  onToggle,
  onPrev,
  onNext,
  tone = "light",
  className = "",
}: ControlsProps) {
  const button =
    tone === "dark"
      ? "border-white/30 bg-white/10 text-white hover:bg-white/20"
      : "border-line bg-white text-brand-800 shadow-card hover:bg-brand-50";
  const w = useTranslated(carouselWords);
  const cls = `flex size-11 items-center justify-center rounded-full border transition-colors ${button}`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={cls} onClick={onPrev}>
        <ChevronLeft className="size-5" aria-hidden="true" />
        <span className="sr-only">{w.previous(subject)}</span>
      </button>
      <button type="button" className={cls} onClick={onToggle} data-playing={playing}>
        {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        <span className="sr-only">{playing ? w.pause(subject) : w.play(subject)}</span>
      </button>
      <button type="button" className={cls} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
        <span className="sr-only">{w.next(subject)}</span>
      </button>
    </div>
  );
}
