/** Header, drawer and footer links. Labels are what visitors read; paths are the spec's routes. */
export interface NavLink {
  to: string;
  label: string;
}

export const mainNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  // The services dropdown sits here (see app/content/services.ts).
  { to: "/process", label: "Process" },
  { to: "/network", label: "Network" },
  { to: "/career", label: "Careers" },
  // Not in the spec: the instant move-cost estimator.
  // One word: "Cost Estimator" wraps the header at 1280–1366 px.
  { to: "/cost-estimator", label: "Estimator" },
  { to: "/contact", label: "Contact" },
];

export const footerHelpful: NavLink[] = [
  { to: "/about", label: "About Us" },
  { to: "/our-services", label: "Our Services" },
  { to: "/free-estimate", label: "Free Estimate" },
  { to: "/cost-estimator", label: "Cost Estimator" },
  { to: "/charges", label: "Extra Charges" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/faq", label: "FAQ" },
  { to: "/partner", label: "Franchise Partnership" },
  { to: "/career", label: "Careers" },
  { to: "/contact", label: "Contact Us" },
];

/** Not in the spec: the two planning pages, under the relocation types. */
export const footerPlanning: NavLink[] = [
  { to: "/book-survey", label: "Book a Free Survey" },
  { to: "/moving-plan", label: "Moving Plan" },
];

export const footerRelocationTypes: NavLink[] = [
  { to: "/home-shifting", label: "Residential Relocation" },
  { to: "/office-relocation", label: "Corporate Relocation" },
  { to: "/vehicle-shifting", label: "Two-Wheeler Relocation" },
  { to: "/vehicle-shifting", label: "Four-Wheeler Relocation" },
  { to: "/local-shifting", label: "Local Shifting" },
  { to: "/fine-arts-relocation", label: "Fine Arts Relocation" },
  { to: "/defence-relocation", label: "Defence Relocation" },
];
