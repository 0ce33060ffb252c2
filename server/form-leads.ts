/**
 * One lead each of the site's forms could send, as it arrives: the tests change one field of a good lead, so what
 * a test refuses is that field and nothing else.
 */
import { accessKey, site } from "./inbox-fixture.ts";

const person = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", language: "Hindi" };

/** Form-to-email posts (the access key included). */
export const postedLeads = {
  "quote pop-up": {
    ...person,
    shiftingFrom: "Boring Road, Patna",
    shiftingTo: "Gomti Nagar, Lucknow",
    date: "2026-12-20",
    serviceType: "Home Shifting",
    access_key: accessKey,
  },
  "quote card": {
    "Customer name": "Asha Verma",
    "phone number": "9876543210",
    "Customer email id:": "asha@example.com",
    relocation_type: "Home Shifting",
    "Want to shift from": "Patna",
    "Shifting to": "Lucknow",
    "Shifting Date": "2026-12-20",
    access_key: accessKey,
    subject: `New Quote Request from the ${site.brand} website`,
    from_name: `${site.brand} Website`,
    language: "English",
  },
  "IBA quote": {
    ...person,
    access_key: accessKey,
    subject: "IBA Approved Transporter Quote Request",
    serviceType: "Car Transportation",
    details: "",
  },
  "insurance quote": {
    ...person,
    access_key: accessKey,
    subject: "Request Insurance Quote",
    itemValue: "250000",
    message: "",
  },
  "fraud report": {
    ...person,
    access_key: accessKey,
    subject: "Fraud Report: someone using our name",
    email: "",
    suspect_contact: "+91 99999 00000",
    amount_paid: "",
    details: "Asked for an advance by phone.",
  },
} satisfies Record<string, Record<string, string>>;
