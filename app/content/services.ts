/** The services the company sells, in menu order. Paths are the spec's routes. */
export interface ServiceLink {
  path: string;
  name: string;
  /** One line for menus and cards. */
  summary: string;
}

export const services: ServiceLink[] = [
  { path: "/home-shifting", name: "Home Shifting", summary: "Door-to-door household moves across India" },
  {
    path: "/office-relocation",
    name: "Corporate Relocation",
    summary: "Office moves planned around your working hours",
  },
  { path: "/vehicle-shifting", name: "Car & Bike Transport", summary: "Enclosed carriers for cars and two-wheelers" },
  { path: "/warehousing", name: "Warehouse & Storage", summary: "Short and long-term storage, CCTV guarded" },
  { path: "/packing", name: "Packing & Unpacking", summary: "Multi-layer packing and unpacking at your door" },
  { path: "/local-shifting", name: "Local Shifting", summary: "Same-day moves within your city" },
  { path: "/defence-relocation", name: "Defence Relocation", summary: "Posting moves for armed forces personnel" },
  { path: "/fine-arts-relocation", name: "Fine Arts Relocation", summary: "Crated, climate-aware moves for art" },
  { path: "/goods-insurance", name: "Goods Insurance", summary: "Transit cover for everything we carry" },
  {
    path: "/iba-approved-transporter",
    name: "IBA Approved Transporter",
    summary: "Bank-approved for employee transfers",
  },
];
