export * from "./accounts.ts";
export * from "./cards.ts";
export * from "./catalogue.ts";
export * from "./images.ts";
export * from "./reviews.ts";
export * from "./trips.ts";
