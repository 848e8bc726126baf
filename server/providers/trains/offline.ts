import type { TrainAvailabilityProvider } from "./types.ts";

/**
 * The default: answers at once, never touches the network and never makes a status up. The class
 * card then shows the estimated fare and 'Check availability' (decision 0025).
 */
export const offlineTrainAvailability: TrainAvailabilityProvider = {
  name: "offline",
  availability: async () => ({
    ok: false,
    kind: "offline",
    message: "Live seat availability needs a connection to an availability service.",
  }),
};
