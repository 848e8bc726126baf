// Words Indian travellers type for places we have, which our names do not contain (issue 11).
// The search index adds them to the matching cities, and to those cities' places and hotels
// (docs/decisions/0024-search-library.md). Only cities in content/data/destinations/ appear here:
// Gurugram (Gurgaon) joins the table when it joins the content.

/** Other names of our cities in Latin script: former names, older spellings, short forms. */
export const cityAliases: Readonly<Record<string, readonly string[]>> = {
  alappuzha: ["Alleppey"],
  "araku-valley": ["Araku"],
  bengaluru: ["Bangalore"],
  bhubaneswar: ["Bhubaneshwar"],
  "bodh-gaya": ["Bodhgaya"],
  chennai: ["Madras"],
  "chhatrapati-sambhajinagar": ["Aurangabad"],
  chittorgarh: ["Chittor", "Chittaurgarh"],
  coorg: ["Kodagu"],
  delhi: ["New Delhi", "Dilli"],
  dharamshala: ["Dharamsala", "McLeod Ganj", "McLeodganj"],
  guwahati: ["Gauhati"],
  haridwar: ["Hardwar"],
  jagdalpur: ["Bastar"],
  kanha: ["Kanha Tiger Reserve", "Kanha National Park"],
  kanyakumari: ["Cape Comorin", "Kanniyakumari"],
  kochi: ["Cochin"],
  kolkata: ["Calcutta"],
  mahabalipuram: ["Mamallapuram"],
  mathura: ["Vrindavan", "Vrindaban"],
  "mount-abu": ["Abu"],
  mumbai: ["Bombay"],
  mysuru: ["Mysore"],
  ooty: ["Udhagamandalam", "Ootacamund"],
  "port-blair": ["Port Blair", "Sri Vijaya Puram"],
  prayagraj: ["Allahabad", "Prayag"],
  puducherry: ["Pondicherry", "Pondy"],
  pune: ["Poona"],
  rameswaram: ["Rameshwaram"],
  "sasan-gir": ["Gir National Park", "Sasan", "Gir"],
  shimla: ["Simla"],
  sohra: ["Cherrapunjee", "Cherrapunji"],
  sundarbans: ["Sunderbans", "Sundarban", "Sunderban"],
  "swaraj-dweep": ["Havelock", "Havelock Island"],
  thanjavur: ["Tanjore"],
  thiruvananthapuram: ["Trivandrum"],
  vadodara: ["Baroda"],
  varanasi: ["Banaras", "Benares", "Benaras", "Kashi"],
  visakhapatnam: ["Vishakhapatnam", "Waltair", "Vizag"],
  warangal: ["Hanamkonda", "Orugallu"],
  wayanad: ["Wynad", "Kalpetta"],
};

/**
 * A region people plan around, as the states it covers, or as our cities in it when it covers
 * only part of a state (Darjeeling is Himalayan, Kolkata is not). `also` holds other spellings.
 */
export type Region = {
  name: string;
  also?: readonly string[];
  states?: readonly string[];
  cities?: readonly string[];
};

export const regions: readonly Region[] = [
  {
    name: "North East",
    also: ["Northeast", "Seven Sisters"],
    states: [
      "Arunachal Pradesh",
      "Assam",
      "Manipur",
      "Meghalaya",
      "Mizoram",
      "Nagaland",
      "Sikkim",
      "Tripura",
    ],
  },
  {
    name: "Himalayas",
    also: ["Himalaya"],
    states: [
      "Jammu and Kashmir",
      "Ladakh",
      "Himachal Pradesh",
      "Uttarakhand",
      "Sikkim",
      "Arunachal Pradesh",
    ],
    cities: ["darjeeling"],
  },
  {
    name: "South India",
    states: ["Kerala", "Karnataka", "Tamil Nadu", "Andhra Pradesh", "Telangana", "Puducherry"],
  },
  { name: "Konkan", also: ["Konkan Coast"], cities: ["goa", "mumbai", "gokarna"] },
  { name: "Malabar", also: ["Malabar Coast"], states: ["Kerala"] },
  { name: "Coromandel Coast", cities: ["chennai", "mahabalipuram", "puducherry"] },
  {
    name: "Western Ghats",
    also: ["Sahyadri"],
    cities: ["munnar", "coorg", "ooty", "kodaikanal", "wayanad", "lonavala"],
  },
  { name: "Rajputana", states: ["Rajasthan"] },
  { name: "Golden Triangle", cities: ["delhi", "agra", "jaipur"] },
  { name: "Garhwal", cities: ["haridwar", "mussoorie", "rishikesh"] },
  { name: "Kumaon", also: ["Kumaun"], cities: ["nainital"] },
  { name: "Bundelkhand", cities: ["khajuraho", "orchha"] },
  { name: "Central India", also: ["Heart of India"], states: ["Madhya Pradesh", "Chhattisgarh"] },
  { name: "Malwa", cities: ["ujjain", "mandu"] },
  { name: "Braj", also: ["Brij", "Vraj"], cities: ["mathura"] },
  { name: "Saurashtra", also: ["Kathiawar"], cities: ["dwarka", "sasan-gir", "diu"] },
  {
    name: "Islands",
    also: ["Island getaways"],
    states: ["Andaman and Nicobar Islands", "Lakshadweep"],
  },
  { name: "Spiti", also: ["Spiti Valley"], cities: ["kaza"] },
  { name: "Kutch", also: ["Kachchh"], cities: ["bhuj"] },
  // Former names of states, which many still use.
  { name: "Orissa", states: ["Odisha"] },
  { name: "Uttaranchal", states: ["Uttarakhand"] },
];
