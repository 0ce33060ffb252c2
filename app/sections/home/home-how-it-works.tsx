import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileText, MessagesSquare, Truck } from "~/components/icons";
import { capitalised, numberWord } from "~/content/facts";
import type { Step } from "~/content/process";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

const stepIcons = [MessagesSquare, ClipboardList, FileText, Truck];

export const homeProcessWords = words("homeProcessWords", {
  eyebrow: "Our process",
  intro: (steps: number) =>
    `${capitalised(numberWord(steps))} simple steps from your first call to the last carton unpacked.`,
});

/** The home page's 'How does it work?': the process in four steps (the loader's, in the page's language), as a grey band. */
export function HomeHowItWorks({ steps }: { steps: readonly Step[] }) {
  const w = useTranslated(homeProcessWords);
  return (
    <HowItWorks
      id="how-title"
      eyebrow={w.eyebrow}
      intro={w.intro(steps.length)}
      steps={steps}
      icons={stepIcons}
      tone="band"
    />
  );
}
