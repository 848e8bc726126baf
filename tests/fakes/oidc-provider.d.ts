// The few parts of oidc-provider (which ships no types) that our test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        findAccount(ctx: unknown, sub: string): Promise<Account>;
        features?: Record<string, unknown>;
        cookies?: { keys: string[] };
        pkce?: { required(): boolean };
      },
    );
    on(event: string, listener: (...args: unknown[]) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
