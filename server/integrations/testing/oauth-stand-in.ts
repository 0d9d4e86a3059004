import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the loopback stand-ins of Twitch and Kick share (twitch/testing, kick/testing): an HTTP server
// on a free port that records every call, and the OAuth server's bookkeeping: codes issued at the
// authorize page, the user and refresh tokens issued for them, each code and refresh token good
// once. Each platform's stand-in says how its endpoints are named and answer (its own error shapes,
// PKCE for Kick, app tokens for Twitch).

export type Json = Record<string, unknown>;
/** Answers a request: JSON for an object, text/plain for a string (Kick's revoke answers "OK"). */
export type Send = (status: number, json?: Json | string, headers?: Record<string, string>) => void;

export interface StandInCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json | null;
  authorization: string | undefined;
}

/** A request as the stand-in has read it: the call recorded, and the way to answer it. */
export interface StandInRequest extends StandInCall {
  req: IncomingMessage;
  url: URL;
  /** The body was form-encoded (as OAuth token requests must be). */
  isForm: boolean;
  send: Send;
}

interface IssuedCode<A> {
  account: A;
  redirectUri: string;
}

export abstract class OauthStandIn<A, C extends IssuedCode<A> = IssuedCode<A>> {
  url = '';
  calls: StandInCall[] = [];
  private server: Server | null = null;
  protected codes = new Map<string, C>();
  protected userTokens = new Map<string, A>();
  protected refreshTokens = new Map<string, A>();
  /** Every token the revoke endpoint ended, in order, for tests to assert on. */
  revokedTokens: string[] = [];

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    private readonly newToken: () => string = () => randomBytes(24).toString('base64url'),
  ) {}

  /** Answers one recorded request. */
  protected abstract route(r: StandInRequest): void;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }
  close(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }
  callsTo(method: string, path: string) {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }
  /** Every user token stops working (as if expired); refresh tokens still do. */
  expireUserTokens() {
    this.userTokens.clear();
  }
  /** The user revoked the app at the platform: no token of theirs works any more. */
  revokeAll() {
    this.userTokens.clear();
    this.refreshTokens.clear();
  }
  /** Whether a user or refresh token it issued still works (not revoked, exchanged or expired). */
  isLive(token: string): boolean {
    return this.userTokens.has(token) || this.refreshTokens.has(token);
  }
  /** The account a refresh token it issued (and has not yet exchanged) belongs to. */
  refreshTokenOwner(refreshToken: string): A | undefined {
    return this.refreshTokens.get(refreshToken);
  }

  /** A code for the authorize page's redirect back, remembered with what it was issued for. */
  protected issueCode(issued: C): string {
    const code = this.newToken();
    this.codes.set(code, issued);
    return code;
  }

  /**
   * The token endpoint's grants: a code (once, with the redirect URI it was issued for and whatever
   * else `codeMatches` checks) or a refresh token (once). The account, or why it was refused.
   */
  protected redeemGrant(
    p: Record<string, string>,
    codeMatches: (issued: C) => boolean = () => true,
  ): { account: A; issued?: C } | { refused: 'code' | 'refresh' | 'grant' } {
    if (p.grant_type === 'authorization_code') {
      const issued = p.code ? this.codes.get(p.code) : undefined;
      if (!issued || issued.redirectUri !== p.redirect_uri || !codeMatches(issued))
        return { refused: 'code' };
      this.codes.delete(p.code!);
      return { account: issued.account, issued };
    }
    if (p.grant_type === 'refresh_token') {
      const account = p.refresh_token ? this.refreshTokens.get(p.refresh_token) : undefined;
      if (!account) return { refused: 'refresh' };
      this.refreshTokens.delete(p.refresh_token!);
      return { account };
    }
    return { refused: 'grant' };
  }

  /** A new user token and refresh token for the account. */
  protected issueTokens(account: A): { access: string; refresh: string } {
    const access = this.newToken();
    const refresh = this.newToken();
    this.userTokens.set(access, account);
    this.refreshTokens.set(refresh, account);
    return { access, refresh };
  }

  /**
   * The revoke endpoint's bookkeeping: ends a user or refresh token it issued (of the kind named,
   * when the platform's endpoint names one) and records it. False when it knows no such live token.
   */
  protected revokeIssued(token: string, kind: 'access' | 'refresh' | 'any' = 'any'): boolean {
    const known =
      (kind !== 'refresh' && this.userTokens.delete(token)) ||
      (kind !== 'access' && this.refreshTokens.delete(token));
    if (known) this.revokedTokens.push(token);
    return known;
  }

  /** The Bearer token of a request, when it has one. */
  protected bearerToken(req: IncomingMessage): string | null {
    return /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: Json | null = null;
    if (raw) body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : safeJson(raw);
    const call: StandInCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: req.headers.authorization,
    };
    this.calls.push(call);
    const send: Send = (status, json, headers = {}) => {
      if (typeof json === 'string') {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
        return void res.end(json);
      }
      res.writeHead(status, json ? { 'content-type': 'application/json', ...headers } : headers);
      res.end(json ? JSON.stringify(json) : undefined);
    };
    this.route({ ...call, req, url, isForm, send });
  }
}

function safeJson(raw: string): Json | null {
  try {
    return JSON.parse(raw) as Json;
  } catch {
    return null;
  }
}
