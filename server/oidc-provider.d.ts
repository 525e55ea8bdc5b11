// The part of oidc-provider 9 that server/local-idp/ uses. The package ships no types and
// @types/oidc-provider is one more dependency to keep in step for a development-only provider.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface KoaContext {
    req: IncomingMessage & { originalUrl?: string };
    res: ServerResponse;
    path: string;
    method: string;
    status: number;
    body: unknown;
    type: string;
    query: Record<string, string | string[] | undefined>;
    set(name: string, value: string): void;
    get(name: string): string;
    response: { get(name: string): string };
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId?: string; clientId?: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: typeof Grant;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}

declare module "oidc-provider/lib/adapters/memory_adapter.js" {
  /** Per-provider in-memory storage (the default adapter shares one store per process, and warns). */
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
