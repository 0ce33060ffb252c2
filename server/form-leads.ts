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

/** E-mail service posts by template: the call back's template params, and the other forms' own fields. */
export const sentLeads = {
  callback: { name: "Asha Verma", phone: "9876543210", language: "Hindi" },
  enquiry: {
    name: "Asha Verma",
    contact_number: "9876543210",
    user_email: "asha@example.com",
    message: "Two rooms from Patna to Lucknow in March.",
    language: "Bengali",
  },
  quote: {
    company_name: "Individual",
    first_name: "Asha",
    last_name: "Verma",
    contact_number: "9876543210",
    email: "asha@example.com",
    date: "2026-12-20",
    origin_city: "Patna",
    origin_country: "India",
    destination_city: "Lucknow",
    destination_country: "India",
    shipment_mode: "Home Shifting",
    referral: "Google search",
    shipment_description: "",
    language: "English",
  },
  application: {
    job_title: "Packer",
    user_name: "Ravi Kumar",
    user_email: "ravi@example.com",
    user_phone: "9876543210",
    user_resume: "https://drive.example.com/ravi-cv",
    language: "Hindi",
  },
  franchise: {
    date: "2026-12-01",
    companyName: "Kumar Logistics",
    name: "Ravi Kumar",
    phoneNumber: "9876543210",
    altNumber: "",
    address: "12 Station Road, Gaya, Bihar 823001",
    gst: "https://drive.example.com/gst",
    regCert: "https://drive.example.com/reg",
    adhar: "https://drive.example.com/aadhaar",
    pancard: "https://drive.example.com/pan",
    language: "Hindi",
  },
} satisfies Record<string, Record<string, string>>;
