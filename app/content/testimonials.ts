/** Customer reviews. STUB until the company-pages issue writes the 30 reviews. */
export interface Testimonial {
  name: string;
  city: string;
  /** Path of the service the review is about, e.g. "/home-shifting". */
  service: string;
  text: string;
}

export const testimonials: Testimonial[] = [
  { name: "Ritika Sharma", city: "Delhi", service: "/home-shifting", text: "Our 2 BHK was packed in one morning and reached Delhi without a scratch." },
];
