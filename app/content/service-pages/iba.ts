/** Content of /iba-approved-transporter. */
import { ratingText, replyText, yearsText } from "../facts.ts";
import { words } from "../translation.ts";

export interface BenefitCard {
  title: string;
  text: string;
}
export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const iba = words("iba", {
  intro:
    "Bank employees on transfer can have their relocation paid by the bank — if the mover is on the Indian Banks' Association list of approved transporters. We are, and our bills are made out the way bank claim sections expect them.",
  whatItMeans: {
    heading: "What IBA approval means",
    paragraphs: [
      "The Indian Banks' Association (IBA) assesses transport and relocation companies before listing them as approved transporters. The assessment covers the company's registration and tax records, its fleet and branch network, its insurance arrangements and its record of completed moves. Banks that follow IBA guidelines reimburse an employee's transfer move only against bills from an approved transporter.",
      "Approval is not permanent. It is granted for a fixed period and has to be renewed, with the company's documents and performance checked again each time. That is why you should always ask to see a mover's current approval letter — not one from a past year.",
    ],
    points: [
      "Approval is time-limited and must be renewed",
      "Bills from an approved transporter are accepted for transfer claims",
      "The approval letter names the company and its validity dates",
    ],
  },
  benefits: [
    {
      title: "Verified & licensed",
      text: "Our registration, GST and transport documents were checked for approval, and we share the current approval letter with every quote.",
    },
    {
      title: "Insurance support & claims",
      text: "Transit insurance on the declared value, and a named coordinator who files the papers if anything is damaged.",
    },
    {
      title: "Wide network",
      text: "Branches and partner crews across our network cities, so a transfer from Patna to Pune is handled by our people at both ends.",
    },
    {
      title: "Professional handling",
      text: "Trained packing crews, closed containers and a numbered inventory signed at loading and at delivery.",
    },
  ] satisfies BenefitCard[],
  faqs: [
    {
      question: "How can I verify that a transporter is IBA approved?",
      answer:
        "Ask the mover for its current IBA approval letter and check the company name, the address and the validity dates against the invoice you will receive. Your bank's HR or establishment section can also confirm whether the transporter is accepted for claims.",
    },
    {
      question: "Does an IBA-approved move cost more?",
      answer:
        "No. The rates are the same as our regular moves and depend on the volume of goods and the distance. What changes is the paperwork: we prepare the invoice, consignment note and packing list in the form your bank needs for reimbursement.",
    },
    {
      question: "Which services are covered for bank employees?",
      answer:
        "Packing, loading, transport and unloading of household goods, transport of a car or two-wheeler, transit insurance and short-term storage if your new accommodation is not ready. Which of these your bank reimburses depends on your grade and your bank's transfer policy.",
    },
    {
      question: "How long is IBA approval valid?",
      answer:
        "Approval is granted for a limited period and must be renewed when it ends; the dates are printed on the approval letter. We renew ours before it expires and send the current letter with every quote.",
    },
  ] satisfies QuestionAnswer[],
  trust: {
    heading: "Why bank employees trust us with their transfers",
    text: `Send the form and we reply ${replyText} in phone hours with a quote and our current approval letter.`,
    points: [
      "Bills, consignment notes and packing lists in the format claim sections ask for",
      `${yearsText} of moving families across India`,
      `Rated ${ratingText} by our customers`,
      "100% safety guarantee with transit insurance",
    ],
  },
});
