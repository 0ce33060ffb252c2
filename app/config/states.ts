/**
 * India's states and union territories with the codes the registration numbers carry: a CIN's two letters (the
 * state of the registered office) and a GSTIN's two digits (the state of the registration). The site names the
 * courts of the state its configured registration says, so the terms can never disagree with the numbers.
 */
const STATES: [name: string, cin: string, gst: string][] = [
  ["Jammu and Kashmir", "JK", "01"],
  ["Himachal Pradesh", "HP", "02"],
  ["Punjab", "PB", "03"],
  ["Chandigarh", "CH", "04"],
  ["Uttarakhand", "UR", "05"],
  ["Haryana", "HR", "06"],
  ["Delhi", "DL", "07"],
  ["Rajasthan", "RJ", "08"],
  ["Uttar Pradesh", "UP", "09"],
  ["Bihar", "BR", "10"],
  ["Sikkim", "SK", "11"],
  ["Arunachal Pradesh", "AR", "12"],
  ["Nagaland", "NL", "13"],
  ["Manipur", "MN", "14"],
  ["Mizoram", "MZ", "15"],
  ["Tripura", "TR", "16"],
  ["Meghalaya", "ML", "17"],
  ["Assam", "AS", "18"],
  ["West Bengal", "WB", "19"],
  ["Jharkhand", "JH", "20"],
  ["Odisha", "OR", "21"],
  ["Chhattisgarh", "CT", "22"],
  ["Madhya Pradesh", "MP", "23"],
  ["Gujarat", "GJ", "24"],
  ["Dadra and Nagar Haveli and Daman and Diu", "DN", "26"],
  ["Maharashtra", "MH", "27"],
  ["Karnataka", "KA", "29"],
  ["Goa", "GA", "30"],
  ["Lakshadweep", "LD", "31"],
  ["Kerala", "KL", "32"],
  ["Tamil Nadu", "TN", "33"],
  ["Puducherry", "PY", "34"],
  ["Andaman and Nicobar Islands", "AN", "35"],
  ["Telangana", "TG", "36"],
  ["Andhra Pradesh", "AP", "37"],
  ["Ladakh", "LA", "38"],
];

/** The state a CIN's registered office is in ("U63090WB2012PTC178245" → West Bengal), if its code is one. */
export const cinState = (cin: string) => STATES.find(([, code]) => code === cin.slice(6, 8))?.[0];

/** The state a GSTIN is registered in ("19AAKCS4821M1ZT" → West Bengal), if its code is one. */
export const gstinState = (gstin: string) => STATES.find(([, , code]) => code === gstin.slice(0, 2))?.[0];
