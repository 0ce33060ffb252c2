import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileText, MessagesSquare, Truck } from "~/components/icons";
import { capitalised, numberWord } from "~/content/facts";
import type { HomeWords } from "~/content/home";
import type { Step } from "~/content/process";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

const stepIcons = [MessagesSquare, ClipboardList, FileText, Truck];

/** The section's sentence counts its steps, so it is script. */
export const homeProcessWords = words("homeProcessWords", {
  intro: (steps: number) =>
    `${capitalised(numberWord(steps))} simple steps from your first call to the last carton unpacked.`,
});

/** The home page's 'How does it work?': the process in four steps (the loader's, in the page's language), as a grey band. */
export function HomeHowItWorks({ words, steps }: { words: HomeWords["processSection"]; steps: readonly Step[] }) {
  const w = useTranslated(homeProcessWords);
  return (
    <HowItWorks
      id="how-title"
      eyebrow={words.eyebrow}
      intro={w.intro(steps.length)}
      steps={steps}
      icons={stepIcons}
      tone="band"
    />
  );
}
