import { existsSync } from "node:fs";
import { defaultOpenDataDir } from "../../content/checks.ts";

// The open data sets in ../shared/data (never copied into this repository); content/checks.ts
// reads their stations and airports.

export const sharedDataDir = defaultOpenDataDir;
export const hasSharedData = existsSync(sharedDataDir);
