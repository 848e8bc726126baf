import { type Config, ConfigError } from "../../config.ts";
import { cachedAvailability } from "./cached.ts";
import { irctc1Availability } from "./irctc1.ts";
import { offlineTrainAvailability } from "./offline.ts";
import type { TrainAvailabilityProvider } from "./types.ts";

/** TRAIN_AVAILABILITY_PROVIDER and IRCTC1's settings, as server/config.ts reads them (decision 0025). */
export type TrainAvailabilityConfig = Config["trains"];

/** The availability source chosen by configuration; every network source is cached. */
export function createTrainAvailabilityProvider(
  config: TrainAvailabilityConfig,
): TrainAvailabilityProvider {
  switch (config.provider) {
    case "offline":
      return offlineTrainAvailability;
    case "irctc1":
      if (!config.irctc1Key) {
        throw new ConfigError(
          "TRAIN_AVAILABILITY_PROVIDER=irctc1 needs IRCTC1_RAPIDAPI_KEY to be set",
        );
      }
      return cachedAvailability(
        irctc1Availability({ baseUrl: config.irctc1Url, apiKey: config.irctc1Key }),
      );
  }
}
