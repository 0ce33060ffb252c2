import { words } from "../translation.ts";
/** A tip of the packing guide. */
export interface PackingTip {
  title: string;
  text: string;
}

/** The nine tips of /packing, in the order to follow them. */
export const packingTips: PackingTip[] = words("packingTips", [
  {
    title: "Begin with what you use least",
    text: "Start two weeks out with books, festival decorations, winter clothes and the storage loft. Leave the kitchen and daily clothes for the last two days.",
  },
  {
    title: "Collect the right material",
    text: "Use new 5-ply cartons, bubble wrap, packing paper, strong brown tape and marker pens. Old grocery boxes collapse under weight and are often damp.",
  },
  {
    title: "Heavy in small cartons, light in large",
    text: "Books and utensils go in small cartons so each one stays liftable by one person; pillows, linen and soft toys fill the large ones.",
  },
  {
    title: "Wrap crockery one piece at a time",
    text: "Wrap every plate and glass separately, stand plates on their edge like files, and fill the gaps with crushed paper so nothing moves when you shake the carton.",
  },
  {
    title: "Label every carton twice",
    text: "Write the room and a number on the top and on one side, and mark 'fragile' and 'this side up' where needed. Keep a list of what each number holds.",
  },
  {
    title: "Keep screws with their furniture",
    text: "Put the screws and bolts of each bed or wardrobe in a zip bag and tape it to the largest panel, so nothing is searched for on the first night.",
  },
  {
    title: "Prepare appliances a day early",
    text: "Defrost and dry the fridge, drain the washing machine and lock its drum with the transit bolts, and pack the television in its original box if you still have it.",
  },
  {
    title: "Carry valuables and papers yourself",
    text: "Jewellery, cash, passports, property papers, medicines and laptops travel with you, not in the truck.",
  },
  {
    title: "Unpack in the right order",
    text: "At the new home open the essentials carton first, then the kitchen and beds; tick off carton numbers against your list and report any damage within 24 hours of delivery.",
  },
]);
