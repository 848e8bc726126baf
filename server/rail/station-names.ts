import { TODAYS_CODE } from "../../content/timetable/renamed-stations.ts";

// What the 2016 open station list does not say well (issue 11): names in capitals with railway
// abbreviations ('LOKMANYA TILAK TERM', 'Mumbai Cst'), the states of half its stations, and which
// stations serve a city whose name they do not carry (Bandra Terminus is in Mumbai).

/** Today's code for a code, old or current, any case (ALD gives PRYJ). */
export function currentStationCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return TODAYS_CODE.get(upper) ?? upper;
}

/** Lower case, accents stripped, anything but letters and digits as a single space. */
export function normalise(text: string): string {
  // Station names are ASCII: the Unicode path is for what a traveller types.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const EXPANSIONS: Record<string, string> = {
  JN: "Junction",
  "JN.": "Junction",
  JNC: "Junction",
  RD: "Road",
  CANT: "Cantt",
  TERM: "Terminus",
  TRM: "Terminal",
};

/** 'ALLAHABAD JN' → 'Allahabad Junction', 'Mumbai Cst' → 'Mumbai CST' (initials stay capitals). */
export function tidyName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((word) => {
      const upper = word.toUpperCase();
      const expanded = EXPANSIONS[upper];
      if (expanded) return expanded;
      if (!/[AEIOU]/.test(upper) && upper.length <= 4) return upper;
      return word.toLowerCase().replace(/(^|[-(.])([a-z])/g, (_, before, letter: string) => {
        return before + letter.toUpperCase();
      });
    })
    .join(" ");
}

/** The open list's 2016 state names, as they are called today. */
export function tidyState(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw === "Orissa") return "Odisha";
  if (raw === "Delhi NCT") return "Delhi";
  return raw;
}

/** States of the built-in and renamed stations, which the open list often leaves blank. */
export const KNOWN_STATES: Record<string, string> = {
  NDLS: "Delhi",
  NZM: "Delhi",
  DLI: "Delhi",
  CSMT: "Maharashtra",
  MMCT: "Maharashtra",
  LTT: "Maharashtra",
  BDTS: "Maharashtra",
  PUNE: "Maharashtra",
  NGP: "Maharashtra",
  HWH: "West Bengal",
  SDAH: "West Bengal",
  NJP: "West Bengal",
  MAS: "Tamil Nadu",
  MDU: "Tamil Nadu",
  SBC: "Karnataka",
  SC: "Telangana",
  HYB: "Telangana",
  ADI: "Gujarat",
  BRC: "Gujarat",
  JP: "Rajasthan",
  UDZ: "Rajasthan",
  JU: "Rajasthan",
  LKO: "Uttar Pradesh",
  CNB: "Uttar Pradesh",
  BSB: "Uttar Pradesh",
  PRYJ: "Uttar Pradesh",
  AGC: "Uttar Pradesh",
  GKP: "Uttar Pradesh",
  DDU: "Uttar Pradesh",
  VGLJ: "Uttar Pradesh",
  AYC: "Uttar Pradesh",
  AY: "Uttar Pradesh",
  BSBS: "Uttar Pradesh",
  PNBE: "Bihar",
  GHY: "Assam",
  BBS: "Odisha",
  PURI: "Odisha",
  BPL: "Madhya Pradesh",
  RKMP: "Madhya Pradesh",
  ERS: "Kerala",
  TVC: "Kerala",
  MAO: "Goa",
  ASR: "Punjab",
  JAT: "Jammu and Kashmir",
  DDN: "Uttarakhand",
  CDG: "Chandigarh",
  VSKP: "Andhra Pradesh",
};

/**
 * The long-distance terminals of big cities, main ones first, under the city's names old and new:
 * typing 'mumbai' offers Lokmanya Tilak Terminus and Bandra Terminus, whose names lack the word.
 */
export const CITY_TERMINALS: { names: string[]; codes: string[] }[] = [
  {
    names: ["mumbai", "bombay"],
    codes: ["CSMT", "MMCT", "LTT", "BDTS", "DR", "TNA", "BVI", "KYN"],
  },
  { names: ["delhi"], codes: ["NDLS", "DLI", "NZM", "ANVT", "DEE", "DSA", "DEC"] },
  { names: ["kolkata", "calcutta"], codes: ["HWH", "SDAH", "KOAA", "SHM", "SRC"] },
  { names: ["chennai", "madras"], codes: ["MAS", "MS", "TBM", "MSB"] },
  { names: ["bengaluru", "bangalore"], codes: ["SBC", "YPR", "SMVB", "BNC", "KJM"] },
  { names: ["hyderabad", "secunderabad"], codes: ["SC", "HYB", "KCG", "CHZ", "LPI"] },
  { names: ["lucknow"], codes: ["LKO", "LJN"] },
  { names: ["ahmedabad"], codes: ["ADI", "SBI"] },
  { names: ["kochi", "cochin"], codes: ["ERS", "ERN"] },
  { names: ["thiruvananthapuram", "trivandrum"], codes: ["TVC"] },
  { names: ["varanasi", "banaras", "benares", "kashi"], codes: ["BSB", "BSBS"] },
  { names: ["goa"], codes: ["MAO", "VSG", "KRMI", "THVM"] },
  { names: ["guwahati"], codes: ["GHY", "KYQ"] },
  { names: ["vizag"], codes: ["VSKP"] },
  { names: ["baroda"], codes: ["BRC"] },
  { names: ["poona"], codes: ["PUNE"] },
  { names: ["gurugram", "gurgaon"], codes: ["GGN"] },
];

/** Names a station went by before, which travellers still type ('Allahabad', 'Bombay VT'). */
export const FORMER_NAMES: Record<string, string[]> = {
  PRYJ: ["Allahabad Junction"],
  CSMT: ["Mumbai CST", "Bombay VT", "Victoria Terminus"],
  MMCT: ["Bombay Central"],
  DDU: ["Mughal Sarai Junction"],
  VGLJ: ["Jhansi Junction"],
  RKMP: ["Habibganj"],
  AYC: ["Faizabad Junction"],
  AY: ["Ayodhya Junction"],
  BSBS: ["Manduadih"],
  SBC: ["Bangalore City Junction"],
  TVC: ["Trivandrum Central"],
};
