/** The spec's toast when a profile update fails (section 8). */
export const PROFILE_FAILED = "Failed to update profile";
