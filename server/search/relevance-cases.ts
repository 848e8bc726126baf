import type { SearchType } from "./documents.ts";

// What a traveller types and what the top three hits must be, on our real content (issue 11).
// Used by relevance.test.ts and by the benchmark's query mix (scripts/bench-search.ts).

export type RelevanceCase = {
  q: string;
  kind: "typo" | "state" | "region" | "category" | "multi-word" | "alias" | "prefix" | "name";
  type?: SearchType;
  /** The name of the first hit. */
  first?: string;
  /** Names that must all be among the top three. */
  includes?: string[];
  /** Every one of the top three is in one of these states, or in one of these cities (slugs). */
  within?: { states?: string[]; cities?: string[] };
  /** Every one of the top three is a city of this category, or named with one of `named`. */
  category?: { slug: string; named?: string[] };
  /** Every one of the top three has one of these words in its name. */
  named?: string[];
  /** How many hits there must be, when our content has fewer than three to find. */
  atLeast?: number;
};

const NORTH_EAST = [
  "Assam",
  "Meghalaya",
  "Nagaland",
  "Arunachal Pradesh",
  "Sikkim",
  "Manipur",
  "Mizoram",
  "Tripura",
];
const HIMALAYAN = [
  "Jammu and Kashmir",
  "Ladakh",
  "Himachal Pradesh",
  "Uttarakhand",
  "Sikkim",
  "Arunachal Pradesh",
];
const SOUTH = ["Kerala", "Karnataka", "Tamil Nadu", "Andhra Pradesh", "Telangana", "Puducherry"];

export const relevanceCases: RelevanceCase[] = [
  // Typos
  { q: "jaipr", kind: "typo", first: "Jaipur" },
  { q: "taj mahl", kind: "typo", first: "Taj Mahal" },
  { q: "varansi", kind: "typo", first: "Varanasi" },
  { q: "darjeling", kind: "typo", first: "Darjeeling" },
  { q: "udaipr", kind: "typo", first: "Udaipur" },
  { q: "rishikeh", kind: "typo", first: "Rishikesh" },
  { q: "manalli", kind: "typo", first: "Manali" },
  { q: "mehrangar fort", kind: "typo", first: "Mehrangarh Fort" },
  { q: "qutb minar", kind: "typo", first: "Qutub Minar" },
  { q: "golden tempel", kind: "typo", first: "Golden Temple" },
  { q: "hawa mahel", kind: "typo", first: "Hawa Mahal" },
  { q: "jiapur", kind: "typo", first: "Jaipur" },
  { q: "vanarasi", kind: "typo", first: "Varanasi" },
  { q: "kerla", kind: "typo", within: { states: ["Kerala"] } },
  { q: "kerela", kind: "typo", within: { states: ["Kerala"] } },
  // States and union territories
  { q: "Kerala", kind: "state", within: { states: ["Kerala"] } },
  { q: "Ladakh", kind: "state", within: { states: ["Ladakh"] }, includes: ["Leh"] },
  { q: "Sikkim", kind: "state", within: { states: ["Sikkim"] }, includes: ["Gangtok"] },
  { q: "Andaman", kind: "state", within: { states: ["Andaman and Nicobar Islands"] } },
  { q: "rajasthan", kind: "state", within: { states: ["Rajasthan"] } },
  { q: "himachal", kind: "state", within: { states: ["Himachal Pradesh"] } },
  { q: "tamil nadu", kind: "state", within: { states: ["Tamil Nadu"] } },
  { q: "kashmir", kind: "state", within: { states: ["Jammu and Kashmir"] } },
  { q: "orissa", kind: "state", within: { states: ["Odisha"] } },
  { q: "Goa", kind: "state", first: "Goa", within: { states: ["Goa"] } },
  // Regions (content/data/search-terms.ts)
  { q: "North East", kind: "region", within: { states: NORTH_EAST } },
  { q: "Himalayas", kind: "region", within: { states: HIMALAYAN, cities: ["darjeeling"] } },
  { q: "Konkan", kind: "region", within: { cities: ["goa", "mumbai", "gokarna"] } },
  { q: "Malabar", kind: "region", within: { states: ["Kerala"] } },
  {
    q: "Western Ghats",
    kind: "region",
    within: { cities: ["munnar", "coorg", "ooty", "kodaikanal", "wayanad", "lonavala"] },
  },
  { q: "Rajputana", kind: "region", within: { states: ["Rajasthan"] } },
  { q: "golden triangle", kind: "region", within: { cities: ["delhi", "agra", "jaipur"] } },
  { q: "spiti", kind: "region", within: { cities: ["kaza"] } },
  { q: "south india", kind: "region", within: { states: SOUTH } },
  // Categories (content/data/categories.ts and each city's categories)
  { q: "beach", kind: "category", category: { slug: "beach-retreat", named: ["Beach"] } },
  { q: "beaches", kind: "category", category: { slug: "beach-retreat", named: ["Beach"] } },
  { q: "hill station", kind: "category", category: { slug: "hills-and-mountains" } },
  { q: "hills", kind: "category", category: { slug: "hills-and-mountains", named: ["Hill"] } },
  { q: "romantic", kind: "category", category: { slug: "romantic-vacation" } },
  { q: "food", kind: "category", category: { slug: "foodies" } },
  { q: "heritage", kind: "category", category: { slug: "heritage-walk", named: ["Heritage"] } },
  { q: "honeymoon", kind: "category", category: { slug: "honeymoon-hotspots" } },
  { q: "adventure", kind: "category", category: { slug: "adventure-seekers" } },
  // Several words: every word counts
  {
    q: "udaipur lake",
    kind: "multi-word",
    includes: ["Lake Pichola", "Fateh Sagar Lake"],
    within: { cities: ["udaipur"] },
  },
  { q: "goa beach", kind: "multi-word", first: "Calangute Beach", within: { cities: ["goa"] } },
  {
    q: "beaches in goa",
    kind: "multi-word",
    first: "Calangute Beach",
    within: { states: ["Goa"] },
  },
  {
    q: "kerala beach",
    kind: "multi-word",
    includes: ["Kovalam Beach", "Varkala Beach", "Alappuzha Beach"],
  },
  {
    q: "forts in rajasthan",
    kind: "multi-word",
    within: { states: ["Rajasthan"] },
    named: ["Fort"],
  },
  {
    q: "temples in tamil nadu",
    kind: "multi-word",
    within: { states: ["Tamil Nadu"] },
    named: ["Temple"],
  },
  { q: "jaisalmer fort", kind: "multi-word", first: "Jaisalmer Fort" },
  { q: "agra fort", kind: "multi-word", first: "Agra Fort" },
  { q: "delhi food", kind: "multi-word", first: "Delhi" },
  { q: "leh monastery", kind: "multi-word", includes: ["Thiksey Monastery", "Hemis Monastery"] },
  { q: "best places to visit in kerala", kind: "multi-word", within: { states: ["Kerala"] } },
  { q: "shimla mall road", kind: "multi-word", first: "Shimla Ridge and Mall Road" },
  // Other names of our cities
  { q: "Banaras", kind: "alias", first: "Varanasi" },
  { q: "Benares", kind: "alias", first: "Varanasi" },
  { q: "Kashi", kind: "alias", includes: ["Varanasi"], within: { cities: ["varanasi"] } },
  { q: "Bombay", kind: "alias", first: "Mumbai" },
  { q: "Calcutta", kind: "alias", first: "Kolkata" },
  { q: "Madras", kind: "alias", first: "Chennai" },
  { q: "Bangalore", kind: "alias", includes: ["Bengaluru"], within: { cities: ["bengaluru"] } },
  { q: "Pondicherry", kind: "alias", first: "Puducherry" },
  { q: "Cochin", kind: "alias", first: "Kochi" },
  { q: "Trivandrum", kind: "alias", first: "Thiruvananthapuram" },
  { q: "Mysore", kind: "alias", includes: ["Mysuru"], within: { cities: ["mysuru"] } },
  { q: "Aurangabad", kind: "alias", first: "Chhatrapati Sambhajinagar" },
  { q: "Alleppey", kind: "alias", first: "Alappuzha" },
  {
    q: "bombay hotels",
    kind: "alias",
    type: "hotel",
    includes: ["The Taj Mahal Palace, Mumbai", "Trident, Nariman Point"],
    atLeast: 2,
  },
  // As you type, and names
  { q: "jaisal", kind: "prefix", first: "Jaisalmer" },
  { q: "khaj", kind: "prefix", first: "Khajuraho" },
  { q: "gateway of india", kind: "name", first: "Gateway of India" },
  { q: "tajmahal", kind: "typo", first: "Taj Mahal" },
  { q: "hawamahal", kind: "typo", first: "Hawa Mahal" },
  { q: "Kerala", kind: "state", type: "hotel", within: { states: ["Kerala"] } },
];
