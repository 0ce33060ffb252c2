import { words } from "./translation.ts";
/** Customer reviews: the 30 cards of /testimonials; service pages show the ones about their service. */
export interface Testimonial {
  name: string;
  city: string;
  /** Year and month of the move, "2025-02". */
  date: string;
  /** The move the review describes: what moved, from where to where. */
  move: string;
  /** Path of the service the review is about, e.g. "/home-shifting". */
  service: string;
  text: string;
}

export const testimonials: Testimonial[] = words("testimonials", [
  {
    name: "Ritika Sharma",
    city: "Delhi",
    date: "2025-02",
    move: "2 BHK, Salt Lake, Kolkata → Dwarka, Delhi",
    service: "/home-shifting",
    text: "Our 2 BHK in Salt Lake was packed in one morning and reached Dwarka four days later without a scratch. The crew labelled every carton by room, so unpacking took us a single evening.",
  },
  {
    name: "Arindam Ghosh",
    city: "Kolkata",
    date: "2024-11",
    move: "Home, Kolkata → Behala, Kolkata",
    service: "/home-shifting",
    text: "I was nervous about my mother's old teak almirah. They wrapped it in three layers, took the doors off and put everything back at the new flat in Behala exactly as it was.",
  },
  {
    name: "Sneha Kulkarni",
    city: "Pune",
    date: "2025-01",
    move: "Home with a fourth-floor walk-up, within Pune",
    service: "/home-shifting",
    text: "The quote after the video survey was ₹27,500 and the final bill was ₹27,500. No extra charge for the fourth-floor walk-up, which is what I was dreading.",
  },
  {
    name: "Mohammed Faizan",
    city: "Hyderabad",
    date: "2024-12",
    move: "Home, Patna → Gachibowli, Hyderabad",
    service: "/home-shifting",
    text: "Moved from Patna to Gachibowli with two small kids. The supervisor called me every evening with the truck's location, and the delivery slot was kept to the hour.",
  },
  {
    name: "Lakshmi Narayanan",
    city: "Chennai",
    date: "2024-09",
    move: "Home with a glass showcase, to Chennai",
    service: "/home-shifting",
    text: "One glass shelf of the showcase cracked in transit. I reported it the same evening and the claim was settled in nine days. Honest people, I would book them again.",
  },
  {
    name: "Gurpreet Kaur",
    city: "Gurgaon",
    date: "2025-03",
    move: "Home with a modular kitchen, Gurgaon",
    service: "/home-shifting",
    text: "Booked on a Thursday for a Saturday move and they still sent a full team of five. Beds, wardrobes and the modular kitchen cabinets were refitted before they left.",
  },
  {
    name: "Vikram Malhotra",
    city: "Bangalore",
    date: "2024-08",
    move: "120-seat office, Koramangala → Whitefield, Bangalore",
    service: "/office-relocation",
    text: "We moved a 120-seat office from Koramangala to Whitefield over one weekend. Every desk, monitor and cable bundle was tagged, and our team logged in on Monday morning as usual.",
  },
  {
    name: "Priya Menon",
    city: "Mumbai",
    date: "2025-04",
    move: "Office with a server rack, Mumbai",
    service: "/office-relocation",
    text: "Their project manager walked our floor twice before the move and made a seat-by-seat plan. The server rack was shifted at night and we had zero downtime.",
  },
  {
    name: "Sanjay Agarwal",
    city: "Jaipur",
    date: "2024-10",
    move: "CA firm's office and records, Jaipur",
    service: "/office-relocation",
    text: "Shifted our CA firm with thirty years of files. They boxed the records cabinet by cabinet in the same order, which saved us weeks of re-filing.",
  },
  {
    name: "Neha Bhattacharya",
    city: "Kolkata",
    date: "2025-01",
    move: "Office, overnight, Kolkata",
    service: "/office-relocation",
    text: "Good coordination with the building management at both ends — lift bookings, gate passes, everything. Work started at 7 pm and the new office was ready by 6 am.",
  },
  {
    name: "Rahul Verma",
    city: "Ranchi",
    date: "2024-07",
    move: "Hyundai Creta, Ranchi → Pune",
    service: "/vehicle-shifting",
    text: "My Creta went from Ranchi to Pune in a closed carrier. They photographed the car from every side at pickup, and it arrived in the same condition on the sixth day.",
  },
  {
    name: "Ananya Das",
    city: "Bhubaneshwar",
    date: "2025-02",
    move: "Activa with household goods, from Bhubaneshwar",
    service: "/vehicle-shifting",
    text: "Sent my Activa along with the household goods. The bike was crated separately and the tank was emptied as they advised. Started first kick at the other end.",
  },
  {
    name: "Karthik Reddy",
    city: "Hyderabad",
    date: "2024-12",
    move: "Royal Enfield, Hyderabad → Chennai",
    service: "/vehicle-shifting",
    text: "Transported my father's old Royal Enfield to Chennai. The team knew how to handle a vintage bike and even padded the chrome parts. Very careful work.",
  },
  {
    name: "Pooja Joshi",
    city: "Ahmedabad",
    date: "2024-06",
    move: "Car, to Ahmedabad",
    service: "/vehicle-shifting",
    text: "Car reached Ahmedabad one day later than promised because of a highway closure, but they told me two days in advance. Communication was the best part.",
  },
  {
    name: "Deepak Singh",
    city: "Patna",
    date: "2024-05",
    move: "Household storage for five months, Patna",
    service: "/warehousing",
    text: "Kept our entire household in their storage for five months while our new house was being finished. Got a photo inventory, and nothing was missing or damp on delivery.",
  },
  {
    name: "Farah Siddiqui",
    city: "Delhi",
    date: "2025-03",
    move: "Boutique stock in storage, Delhi",
    service: "/warehousing",
    text: "We store seasonal stock for our boutique with them. Monthly billing is simple and they deliver the cartons to the shop within a day of a phone call.",
  },
  {
    name: "Amit Tiwari",
    city: "Kolkata",
    date: "2025-05",
    move: "Local, Howrah → Newtown, Kolkata",
    service: "/local-shifting",
    text: "Local shift from Howrah to Newtown finished in six hours, including the heavy washing machine and a fridge carried down three floors. Fair price for the work.",
  },
  {
    name: "Shalini Prasad",
    city: "Bhagalpur",
    date: "2024-11",
    move: "One room, local, Bhagalpur",
    service: "/local-shifting",
    text: "Small one-room shift, and they still treated it seriously. Came on time, brought enough boxes and did not ask for any extra money at the end.",
  },
  {
    name: "Rohan Mehta",
    city: "Mumbai",
    date: "2024-07",
    move: "Local in the monsoon, within Andheri, Mumbai",
    service: "/local-shifting",
    text: "Moving within Andheri in the monsoon is a nightmare, but they covered everything in plastic sheets and finished between two showers. Not a single wet carton.",
  },
  {
    name: "Major Anil Thakur",
    city: "Jamshedpur",
    date: "2024-04",
    move: "Posting move, from Jamshedpur",
    service: "/defence-relocation",
    text: "Third posting move with them. They understand the warrant and paperwork, and gave me the bills in the format my unit needs for the claim. Hassle-free again.",
  },
  {
    name: "Sunita Rawat",
    city: "Guwahati",
    date: "2024-09",
    move: "Posting move, Guwahati → Pathankot",
    service: "/defence-relocation",
    text: "My husband had already left for the new station, so I handled the move alone. The team lead made it very easy and the goods reached Pathankot intact.",
  },
  {
    name: "Wing Cdr. Joseph Mathew",
    city: "Bangalore",
    date: "2025-02",
    move: "Posting move, Bangalore → Jodhpur",
    service: "/defence-relocation",
    text: "Short notice posting from Bangalore to Jodhpur. They arranged the survey the next morning and loaded within 48 hours. Disciplined crew, very punctual.",
  },
  {
    name: "Meera Iyer",
    city: "Chennai",
    date: "2024-10",
    move: "Six paintings and a bronze, Chennai → Mumbai",
    service: "/fine-arts-relocation",
    text: "Six large Tanjore paintings and a bronze Nataraja moved to Mumbai in custom wooden crates. Each piece was unpacked in front of me and checked against photographs.",
  },
  {
    name: "Aditya Banerjee",
    city: "Kolkata",
    date: "2025-01",
    move: "Gallery works, Kolkata → Delhi",
    service: "/fine-arts-relocation",
    text: "They moved works for our gallery show in Delhi, including two fragile framed pastels. Climate-aware packing and a proper condition report. Highly professional.",
  },
  {
    name: "Kavya Shetty",
    city: "Bangalore",
    date: "2024-08",
    move: "Packing only, Bangalore",
    service: "/packing",
    text: "I only booked packing because I was moving abroad and my brother handled transport. The crockery was wrapped so well that not even a single cup chipped.",
  },
  {
    name: "Harish Chandra",
    city: "Raipur",
    date: "2025-04",
    move: "Unpacking and setup, Raipur",
    service: "/packing",
    text: "Unpacking service is underrated. They set up the kitchen, made the beds and took away all the cartons and waste paper the same day.",
  },
  {
    name: "Nikhil Saxena",
    city: "Delhi",
    date: "2024-06",
    move: "Bank transfer move (IBA), from Delhi",
    service: "/iba-approved-transporter",
    text: "My bank only reimburses IBA-approved transporters. They shared the approval certificate and a GST bill upfront, and my transfer claim was passed without questions.",
  },
  {
    name: "Swati Mishra",
    city: "Chhapra",
    date: "2025-03",
    move: "Bank transfer move (IBA), Chhapra → Lucknow",
    service: "/iba-approved-transporter",
    text: "Transfer from Chhapra to Lucknow as a bank officer. The bills and lorry receipt were in the exact format my branch asked for. Saved me a lot of running around.",
  },
  {
    name: "Rajesh Patel",
    city: "Ahmedabad",
    date: "2024-12",
    move: "Insured home move, from Ahmedabad",
    service: "/goods-insurance",
    text: "Took transit insurance at about 2% of declared value. A dressing table mirror broke, and they helped me fill the claim form the same day. Money came in two weeks.",
  },
  {
    name: "Tanvi Chatterjee",
    city: "Pune",
    date: "2025-05",
    move: "Insured home move, from Pune",
    service: "/goods-insurance",
    text: "They explained the difference between the basic and all-risk cover without pushing me to buy the costlier one. Clear premium, clear claim rules.",
  },
]);

/** The reviews about one service (by its path), for the 'Happy Clients' sections of service pages. */
export const testimonialsFor = (service: string) => testimonials.filter((t) => t.service === service);

/** Reviews about `service` first, topped up with the first reviews of the list, `count` in all. */
export function pickTestimonials(
  list: readonly Testimonial[],
  service: string | undefined,
  count: number,
): Testimonial[] {
  const matching = service ? list.filter((t) => t.service.toLowerCase() === service.toLowerCase()) : [];
  const rest = list.filter((t) => !matching.includes(t));
  return [...matching, ...rest].slice(0, count);
}
