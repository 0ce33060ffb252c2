import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const vehicleShifting: ServicePageContent = words("vehicleShifting", {
  path: "/vehicle-shifting",
  name: "Vehicle Shifting",
  meta: {
    title: "Car & Bike Transport",
    description:
      "Car and bike transport across India in closed carriers: condition report with photos, transit insurance and door delivery. See approximate charges.",
  },
  hero: {
    eyebrow: "Car and bike transport",
    title: "Car & bike shifting services",
    intro:
      "Your car travels in a closed carrier and your motorcycle in a wooden-base crate, inspected and photographed at pick-up and delivered to your door in the new city.",
  },
  about: {
    heading: "How we carry cars and two-wheelers",
    paragraphs: [
      "Before loading, our driver walks around the vehicle with you and records every scratch and dent on a condition report, with dated photos on your phone. Cars are driven up the ramp of a closed carrier, wheel-chocked and strapped at all four tyres, so nothing touches the body. Mirrors are folded and taped and the antenna is removed.",
      "Bikes are drained to a little fuel, the battery terminal is disconnected and the mirrors come off. Each bike is wrapped in foam and stretch film, then bolted upright on a wooden base inside a slatted crate so it cannot tip on a bend. You will need the registration certificate, insurance and a copy of your ID at pick-up; we help with the NOC if the vehicle is being re-registered in another state.",
    ],
    includedHeading: "Every vehicle move includes",
    included: [
      "Condition report with photographs at pick-up",
      "Closed car carrier or crated bike, never open loading",
      "Wheel chocks and four-point tie-down straps",
      "Transit insurance on the declared value",
      "Tracking updates until delivery",
      "Door delivery or pick-up from our hub, as you prefer",
    ],
  },
  image: "vehicle-shifting",
  bannerText: "Moving the household with the car? Combine both in one booking — see all our services.",
  steps: [
    {
      title: "Tell us the vehicle and route",
      text: "Share the make and model, the two cities and the date you need it delivered.",
    },
    {
      title: "Inspection and paperwork",
      text: "We check the RC, insurance and ID, and note the vehicle's condition with photos.",
    },
    {
      title: "Secure loading",
      text: "Cars are strapped in a closed carrier; bikes are wrapped and crated on a wooden base.",
    },
    {
      title: "Delivery with a check",
      text: "At delivery you compare the vehicle with the pick-up report before you sign.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Who is really carrying my car?",
      description: "Many booking sites pass your car to whichever truck is free, and nobody answers when it is late.",
      solution:
        "We run our own carriers on the main routes and give you the driver's number and vehicle number before pick-up.",
    },
    {
      kind: "diy",
      title: "Drive it there or ship it?",
      description:
        "A 1,800 km drive means fuel, tolls, two nights in hotels and wear on tyres and clutch — plus a return ticket.",
      solution:
        "Shipping usually costs about the same as the drive and saves you three days; we show you both numbers in the quote.",
    },
    {
      kind: "packaging",
      title: "Will it arrive without scratches?",
      description: "Open trailers expose paint to stones and rain, and loose bikes fall over on bad roads.",
      solution: "Closed carriers, soft straps on the tyres rather than the body, and crated bikes bolted upright.",
    },
    {
      kind: "budget",
      title: "Why do quotes vary so much?",
      description: "Cheap quotes often mean open trailers, no insurance or a week's wait for a part-load.",
      solution:
        "Our price depends on vehicle type and distance only, with insurance and door delivery listed in the quote.",
    },
  ],
  idealTime: {
    text: "Book the carrier a week before you need the vehicle, and hand it over a day or two before your household goods leave.",
    points: [
      "Keep car fuel below 25% before loading; a full tank only adds weight and risk.",
      "Wash the vehicle the day before so the condition report shows every mark.",
      "Festival weeks fill carriers fast on routes to Delhi, Mumbai and Bangalore.",
    ],
  },
  costEffective: {
    text: "A few choices lower the price without lowering the protection.",
    points: [
      "Ship the car and bike together on one carrier to share the transport cost.",
      "Collect from our hub in the destination city if door delivery is not needed.",
      "Remove car-top carriers, dash cameras and loose accessories so nothing is charged or lost.",
    ],
  },
  prices: {
    heading: "Approximate car and bike transport charges",
    intro:
      "Indicative door-to-door charges by vehicle type and road distance, including loading, transit and unloading.",
    tables: ["car", "bike"],
    footnote: "Charges vary with the exact model, route and season and are confirmed in your written quote.",
  },
});
