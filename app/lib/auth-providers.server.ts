import type { Config } from "../../server/config.ts";

export type SocialProvider = { id: string; name: string };

/** The social sign-in buttons to show: only the providers that are configured. */
export function socialProviders(config: Config): SocialProvider[] {
  const list: SocialProvider[] = [];
  if (config.auth.google) list.push({ id: "google", name: "Google" });
  if (config.auth.oidc) list.push({ id: "oidc", name: config.auth.oidc.name });
  return list;
}
