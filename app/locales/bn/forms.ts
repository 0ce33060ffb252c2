import { REPLY_MINUTES } from "~/content/facts";
import type { FormTranslation } from "~/forms/lib/words";
import type { FormWords } from "~/forms/words";

/**
 * The forms in Bengali (docs/bengali-glossary.md): given by the Bengali pages' layout only. What the office
 * receives does not change: field names, option values and defaults stay the English ones, and the hidden
 * `language` field says "Bengali".
 */
const forms = {
  shared: {
    sending: "পাঠানো হচ্ছে...",
    optional: "(ঐচ্ছিক)",
    chooseOne: "একটি বেছে নিন",
    phoneRule: "6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 সংখ্যার মোবাইল নম্বর লিখুন (সামনে +91 বা 0 থাকলেও চলবে)।",
    close: "বন্ধ করুন",
    cancel: "বাতিল করুন",
    securityCode: "সিকিউরিটি কোড",
    refresh: "নতুন কোড",
    refreshCode: "নতুন সিকিউরিটি কোড দেখান",
    typeCode: "কোডটি লিখুন",
    networkFailure: "সার্ভারের সঙ্গে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।",
    serverFailure: "সার্ভার এই মুহূর্তে আপনার অনুরোধ নিতে পারেনি। কয়েক মিনিট পরে আবার চেষ্টা করুন।",
    tooMany: "এই সংযোগ থেকে অনেক বেশি অনুরোধ এসেছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
    refused: (providerMessage) => `ফর্মটি পাঠানো যায়নি (${providerMessage})। আবার চেষ্টা করুন বা আমাদের ফোন করুন।`,
  },
  application: {
    title: (job) => `${job} পদের জন্য আবেদন করুন`,
    intro: "আপনার তথ্য আর আপনার CV-র লিঙ্ক পাঠান।",
    submit: "আবেদন পাঠান",
    sent: "পাঠানো হয়েছে!",
    success: "✅ আপনার আবেদন পাঠানো হয়েছে!",
    failure: "আবেদন পাঠানো যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  },
  callBack: {
    title: "কল ব্যাকের অনুরোধ করুন",
    intro: "আপনার নম্বর দিন, আমাদের শিফটিং বিশেষজ্ঞ আপনাকে ফোন করবেন।",
    submit: "অনুরোধ পাঠান",
    success: "✅ অনুরোধ পাঠানো হয়েছে! আমরা শিগগিরই আপনাকে ফোন করব।",
    failure: "❌ কিছু একটা গোলমাল হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।",
  },
  call: {
    title: "এখনই ফোন করুন",
    intro: "ফ্রি কোটেশনের জন্য আমাদের শিফটিং বিশেষজ্ঞের সঙ্গে কথা বলুন, কোনো বাধ্যবাধকতা নেই।",
  },
  enquiry: {
    title: "নিচে আপনার জিজ্ঞাসা পাঠান",
    intro: `ফোনের সময়ে আমরা প্রতিটি জিজ্ঞাসার উত্তর ${REPLY_MINUTES} মিনিটের মধ্যে দিই।`,
    codeHint: "উপরে দেখানো 6 সংখ্যার নম্বরটি",
    submit: "জিজ্ঞাসা পাঠান",
    captcha: "সিকিউরিটি কোড ঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন!",
    success: "আপনার বার্তা পাঠানো হয়েছে!",
    failure: "কিছু একটা গোলমাল হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  },
  franchise: {
    title: "ফ্র্যাঞ্চাইজি জিজ্ঞাসার ফর্ম",
    intro: "আপনার ব্যবসার তথ্য আর কাগজপত্রের লিঙ্ক পাঠান। আমাদের পার্টনারশিপ টিম আপনাকে ফোন করবে।",
    codeHint: "উপরে দেখানো 6টি অক্ষর ও সংখ্যা; বড় হাতের অক্ষরে লেখার দরকার নেই",
    submit: "জিজ্ঞাসা পাঠান",
    captcha: "সিকিউরিটি কোড ঠিক নয়! অনুগ্রহ করে আবার চেষ্টা করুন।",
    success: "✅ ফর্ম পাঠানো হয়েছে!",
    failure: "কিছু একটা গোলমাল হয়েছে! আবার চেষ্টা করুন।",
  },
  fraudReport: {
    title: "প্রতারণার অভিযোগ করুন",
    intro:
      "আমাদের নাম ব্যবহার করে আসা কোনো ফোন কল, মেসেজ, ওয়েবসাইট বা টাকা চাওয়ার কথা আমাদের জানান। আমরা প্রতিটি অভিযোগ খতিয়ে দেখি, অন্য গ্রাহকদের সতর্ক করি এবং পুলিশে অভিযোগ জানাতে আপনাকে সাহায্য করি।",
    submit: "অভিযোগ পাঠান",
  },
  freeEstimate: {
    title: "ফ্রি এস্টিমেটের জন্য অনুরোধ করুন",
    intro: "যে ফিল্ডে “ঐচ্ছিক” লেখা আছে সেগুলি ফাঁকা রাখতে পারেন; বাকি তথ্যগুলি আমাদের সঠিক কোটেশন দিতে সাহায্য করে।",
    submit: "এস্টিমেটের অনুরোধ পাঠান",
    attached: "আপনার জিনিসপত্রের তালিকা সঙ্গে পাঠানো হচ্ছে",
    success: "বার্তা পাঠানো হয়েছে ✅",
    failure: "পাঠানো যায়নি ❌",
  },
  ibaQuote: {
    title: "IBA অনুমোদিত কোটেশন নিন",
    intro: "IBA অনুমোদিত লেটারহেডে কোটেশন, যা আপনার ব্যাংক বা PSU বদলির ক্লেমের জন্য গ্রহণ করে।",
    submit: "IBA কোটেশন নিন",
  },
  insuranceQuote: {
    title: "বিমার কোটেশনের অনুরোধ করুন",
    intro: "প্রিমিয়াম সাধারণত ঘোষিত মূল্যের 1–3% হয়। আপনি কী শিফট করছেন জানান, আমরা কোটেশন পাঠিয়ে দেব।",
    submit: "বিমার কোটেশন নিন",
  },
  quoteCard: {
    title: "সহজে আর তাড়াতাড়ি শিফট করতে চান?",
    intro: "ফ্রি কোটেশন, কোনো বাধ্যবাধকতা নেই। কোথা থেকে কোথায় আর কবে, জানান; আমরা আপনাকে ফোন করব।",
    submit: "ফ্রি কোটেশন নিন",
    success: "তথ্য পেয়েছি! আমাদের টিম আপনার সঙ্গে যোগাযোগ করবে। ✅",
  },
  quotePopup: {
    tagline: "কয়েক মিনিটেই ফ্রি এস্টিমেট",
    formName: "ফ্রি কোটেশনের অনুরোধ",
    submit: "আমার ফ্রি কোটেশন নিন",
    success: "ফর্ম পাঠানো হয়েছে ✅",
  },
} satisfies FormWords;

/** The field tables' texts, by their English text (app/forms/words.test.ts checks every table's text is here). */
const fieldText: Record<string, string> = {
  // Who you are
  "Your name": "আপনার নাম",
  "Full name": "পুরো নাম",
  "Full name, as on your transfer order": "পুরো নাম, বদলির অর্ডারে যেমন লেখা আছে",
  "As on your ID": "আপনার পরিচয়পত্রে যেমন আছে",
  "First name": "নামের প্রথম অংশ",
  "Last name": "নামের শেষ অংশ",
  Surname: "পদবি",
  "So we know whom to ask for": "যাতে আমরা জানি কার সঙ্গে কথা বলতে হবে",
  "So we know who to call back": "যাতে আমরা জানি কাকে ফোন করতে হবে",
  "Contact person": "যাঁর সঙ্গে যোগাযোগ করতে হবে",
  "Company name": "কোম্পানির নাম",
  "Registered business name": "ব্যবসার রেজিস্টার্ড নাম",
  "Write 'Individual' if you are moving your home": "বাড়ি শিফট করলে 'Individual' লিখুন",
  // How to reach you
  "E-mail": "ই-মেল",
  "Your e-mail": "আপনার ই-মেল",
  "A valid e-mail address": "সঠিক ই-মেল ঠিকানা",
  "A valid e-mail address, e.g. name@example.com": "সঠিক ই-মেল ঠিকানা, যেমন name@example.com",
  "If you would rather we write": "যদি চান আমরা লিখে উত্তর দিই",
  Phone: "ফোন",
  "Your phone": "আপনার ফোন",
  "Phone number": "ফোন নম্বর",
  "Mobile number": "মোবাইল নম্বর",
  "Contact number": "যোগাযোগের নম্বর",
  "Alternate number": "বিকল্প নম্বর",
  "10-digit mobile number": "10 সংখ্যার মোবাইল নম্বর",
  "10-digit mobile number we can call you on": "10 সংখ্যার মোবাইল নম্বর, যেটিতে আমরা আপনাকে ফোন করতে পারি",
  "10 digits if given": "দিলে 10 সংখ্যার",
  "Office address": "অফিসের ঠিকানা",
  "Street, city, state and PIN code": "রাস্তা, শহর, রাজ্য ও পিন কোড",
  // The move
  "Shifting from": "কোথা থেকে",
  "Shifting to": "কোথায়",
  "City or locality": "শহর বা এলাকা",
  "City or locality you are moving from": "যে শহর বা এলাকা থেকে শিফট করছেন",
  "City or locality you are moving to": "যে শহর বা এলাকায় শিফট করছেন",
  "Moving from (city)": "কোথা থেকে (শহর)",
  "Moving from (country)": "কোথা থেকে (দেশ)",
  "Moving to (city)": "কোথায় (শহর)",
  "Moving to (country)": "কোথায় (দেশ)",
  "City you are moving from": "যে শহর থেকে শিফট করছেন",
  "City you are moving to": "যে শহরে শিফট করছেন",
  Country: "দেশ",
  "Moving date": "শিফটিংয়ের তারিখ",
  "Shifting date": "শিফটিংয়ের তারিখ",
  Date: "তারিখ",
  "Date of this enquiry": "এই জিজ্ঞাসার তারিখ",
  "Pick a date": "তারিখ বেছে নিন",
  "Move details": "শিফটিংয়ের বিবরণ",
  "From and to, household size, bank or employer": "কোথা থেকে কোথায়, বাড়ির মাপ, ব্যাংক বা নিয়োগকর্তা",
  "Shipment description": "জিনিসপত্রের বিবরণ",
  "Rooms, large items, floor and lift, anything fragile": "কটা ঘর, বড় জিনিস, তলা ও লিফট, ভঙ্গুর যা কিছু আছে",
  "What are you moving?": "আপনি কী শিফট করছেন?",
  Message: "বার্তা",
  "Tell us what you are moving, from where to where, and when": "জানান কী শিফট করছেন, কোথা থেকে কোথায়, আর কবে",
  "What you are moving, from where to where": "কী শিফট করছেন, কোথা থেকে কোথায়",
  "Declared value of goods (₹)": "জিনিসপত্রের ঘোষিত মূল্য (₹)",
  "Whole rupees, digits only, e.g. 500000": "পুরো টাকায়, শুধু সংখ্যা, যেমন 500000",
  // Choices
  Service: "পরিষেবা",
  "Service Type": "পরিষেবার ধরন",
  "Relocation type": "শিফটিংয়ের ধরন",
  "Select relocation type": "শিফটিংয়ের ধরন বেছে নিন",
  "Select a service": "একটি পরিষেবা বেছে নিন",
  "Select one": "একটি বেছে নিন",
  "Choose one": "একটি বেছে নিন",
  "Choose the service you need": "আপনার যে পরিষেবা দরকার সেটি বেছে নিন",
  "Choose the closest service": "সবচেয়ে কাছাকাছি পরিষেবাটি বেছে নিন",
  "Home Shifting": "হোম শিফটিং",
  "Local Shifting": "লোকাল শিফটিং",
  "Corporate Relocation": "অফিস শিফটিং",
  "Office Relocation": "অফিস শিফটিং",
  "Car Relocation": "কার ট্রান্সপোর্ট",
  "Bike Relocation": "বাইক ট্রান্সপোর্ট",
  "Car Transportation": "কার ট্রান্সপোর্ট",
  "Bike Transportation": "বাইক ট্রান্সপোর্ট",
  "Defence Relocation": "ডিফেন্স রিলোকেশন",
  "Fine Arts Relocation": "ফাইন আর্ট শিফটিং",
  "Storage Services": "স্টোরেজ পরিষেবা",
  "Warehouse & Storage": "ওয়্যারহাউসিং ও স্টোরেজ",
  "Warehousing & Storage": "ওয়্যারহাউসিং ও স্টোরেজ",
  "Goods Insurance": "জিনিসপত্রের বিমা",
  "Household Goods Shifting": "ঘরোয়া জিনিসপত্রের শিফটিং",
  "Transfer Claim Documentation": "বদলির ক্লেমের কাগজপত্র",
  "How did you hear about us?": "আমাদের কথা কীভাবে জানলেন?",
  "Google search": "Google সার্চ",
  "Facebook or Instagram": "Facebook বা Instagram",
  "Friend or family": "বন্ধু বা পরিবার",
  "Returning customer": "আগেও আমাদের পরিষেবা নিয়েছি",
  "Newspaper or flyer": "খবরের কাগজ বা লিফলেট",
  Other: "অন্যান্য",
  // Job applications and franchise documents
  "Link to your CV": "আপনার CV-র লিঙ্ক",
  "A share link starting with https:// (Google Drive, Dropbox or OneDrive), open to anyone with the link":
    "https:// দিয়ে শুরু হওয়া শেয়ার লিঙ্ক (Google Drive, Dropbox বা OneDrive), যা লিঙ্ক পেলে যে কেউ খুলতে পারেন",
  "A share link starting with https://, open to anyone with the link":
    "https:// দিয়ে শুরু হওয়া শেয়ার লিঙ্ক, যা লিঙ্ক পেলে যে কেউ খুলতে পারেন",
  "GST certificate (link)": "GST সার্টিফিকেট (লিঙ্ক)",
  "Registration certificate (link)": "রেজিস্ট্রেশন সার্টিফিকেট (লিঙ্ক)",
  "Aadhaar card (link)": "আধার কার্ড (লিঙ্ক)",
  "PAN card (link)": "PAN কার্ড (লিঙ্ক)",
  // Fraud reports
  "Number, UPI ID or website they used": "তারা যে নম্বর, UPI ID বা ওয়েবসাইট ব্যবহার করেছিল",
  "Copy it exactly, e.g. a phone number, name@upi or a web address":
    "হুবহু কপি করুন, যেমন ফোন নম্বর, name@upi বা ওয়েব ঠিকানা",
  "Amount paid to them (₹)": "তাদের যত টাকা দিয়েছেন (₹)",
  "Whole rupees, digits only; leave empty if you paid nothing": "পুরো টাকায়, শুধু সংখ্যা; কিছু না দিয়ে থাকলে ফাঁকা রাখুন",
  "What happened": "কী ঘটেছিল",
  "When they contacted you, what they asked for, and any name they gave":
    "তারা কবে যোগাযোগ করেছিল, কী চেয়েছিল, আর কোনো নাম বলেছিল কি না",
};

/**
 * The Bengali layout imports this module itself rather than ~/forms, whose chunk holds every form and the e-mail
 * SDK: a Bengali page loads the forms' words, not the forms.
 */
export const localizedForms: FormTranslation = { forms, fieldText };
