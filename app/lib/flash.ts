/** One-time messages carried across a redirect in a short cookie, shown as a toast. */
export const FLASH_COOKIE = "safarnama_flash";

export type ToastKind = "success" | "error" | "info";
export type ToastPosition = "top-right" | "top-center" | "bottom-center";
export type ToastMessage = { kind: ToastKind; message: string; position?: ToastPosition };

export const FLASHES = {
  registered: { kind: "success", message: "User registered successfully", position: "top-center" },
  "signed-in": { kind: "success", message: "User logged in Successfully" },
  "signed-out": { kind: "info", message: "You are signed out." },
  "profile-saved": { kind: "success", message: "Profile updated successfully" },
  "review-saved": { kind: "success", message: "Review submitted successfully!" },
  "review-updated": { kind: "success", message: "Review updated." },
  "review-deleted": { kind: "success", message: "Review deleted." },
  "city-added": { kind: "success", message: "City added: it is on the site now." },
} as const satisfies Record<string, ToastMessage>;

export type FlashCode = keyof typeof FLASHES;

export function isFlashCode(value: string | undefined): value is FlashCode {
  return value !== undefined && Object.hasOwn(FLASHES, value);
}
