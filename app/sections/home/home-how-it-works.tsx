import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileText, MessagesSquare, Truck } from "~/components/icons";
import type { HomeWords } from "~/content/home";
import type { Step } from "~/content/process";

const stepIcons = [MessagesSquare, ClipboardList, FileText, Truck];

/** The home page's 'How does it work?': the process in four steps (the loader's, in the page's language), as a grey band. */
export function HomeHowItWorks({ words, steps }: { words: HomeWords["processSection"]; steps: readonly Step[] }) {
  return (
    <HowItWorks
      id="how-title"
      eyebrow={words.eyebrow}
      intro={words.intro}
      steps={steps}
      icons={stepIcons}
      tone="band"
    />
  );
}
