import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/icons";
import { filled } from "~/content/placeholders";
import { useStrings } from "~/i18n/strings";

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
  const { carousel } = useStrings();
  const w = (button: keyof typeof carousel) => filled(carousel[button], { subject });
  const cls = `flex size-11 items-center justify-center rounded-full border transition-colors ${button}`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={cls} onClick={onPrev}>
        <ChevronLeft className="size-5" aria-hidden="true" />
        <span className="sr-only">{w("previous")}</span>
      </button>
      <button type="button" className={cls} onClick={onToggle} data-playing={playing}>
        {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        <span className="sr-only">{playing ? w("pause") : w("play")}</span>
      </button>
      <button type="button" className={cls} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
        <span className="sr-only">{w("next")}</span>
      </button>
    </div>
  );
}
