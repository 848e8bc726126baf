// Station codes changed since the 2016 open station list (datameet railways): the old code is what
// that list and older tickets say, the new one is what Indian Railways uses today. Search finds a
// station by either, and the timetable uses the new one.

export const RENAMED_STATIONS = [
  { old: "CSTM", code: "CSMT", name: "Mumbai Chhatrapati Shivaji Maharaj Terminus" },
  { old: "BCT", code: "MMCT", name: "Mumbai Central" },
  { old: "ALD", code: "PRYJ", name: "Prayagraj Junction" },
  { old: "MGS", code: "DDU", name: "Pt. Deen Dayal Upadhyaya Junction" },
  { old: "JHS", code: "VGLJ", name: "Virangana Lakshmibai Jhansi Junction" },
  { old: "HBJ", code: "RKMP", name: "Rani Kamlapati" },
  // Faizabad Junction became Ayodhya Cantt, code AYC, on 2 November 2021 (Northern Railway).
  { old: "FD", code: "AYC", name: "Ayodhya Cantt" },
  { old: "MUV", code: "BSBS", name: "Banaras" },
  // Aurangabad became Chhatrapati Sambhajinagar, code CPSN, on 25 October 2025 (South Central
  // Railway's notice, as reported by PTI).
  { old: "AWB", code: "CPSN", name: "Chhatrapati Sambhajinagar" },
  // Naharlagun (opened 2014) is in the 2016 list as NHLG with no name; its code is NHLN (the
  // station's Wikipedia infobox).
  { old: "NHLG", code: "NHLN", name: "Naharlagun" },
] as const;

/**
 * Today's code for each old code in the table (ALD gives PRYJ): the rail search and the content
 * checks read this one map.
 */
export const TODAYS_CODE: ReadonlyMap<string, string> = new Map(
  RENAMED_STATIONS.map((s) => [s.old, s.code]),
);

/** Stations renamed with their code kept: Ayodhya Junction is Ayodhya Dham Jn, still AY (2023). */
export const RENAMED_KEEPING_CODE = [{ code: "AY", name: "Ayodhya Dham Junction" }] as const;
