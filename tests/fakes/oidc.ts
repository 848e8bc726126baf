import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type FakeOidc = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID
 * Foundation) on a free local port, with one client for our app. Its built-in development login
 * accepts any name: the account `{name}` gets the e-mail `{name}@oidc.example`.
 */
export async function startFakeOidc(appBaseUrl: string): Promise<FakeOidc> {
  const clientId = "safarnama-e2e";
  const clientSecret = "e2e-client-secret-that-is-long-enough";
  let issuer = "";
  // The issuer must be known before the provider is made: listen first, then attach.
  const { createServer } = await import("node:http");
  let handler: ((req: never, res: never) => void) | undefined;
  const server = createServer((req, res) => handler?.(req as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: `${sub}@oidc.example`,
            email_verified: true,
            name: "Olive Issuer",
            given_name: "Olive",
            family_name: "Issuer",
          };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["e2e-oidc-cookie-key"] },
    pkce: { required: () => true },
  });
  provider.on("server_error", () => {});
  handler = provider.callback() as never;
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
