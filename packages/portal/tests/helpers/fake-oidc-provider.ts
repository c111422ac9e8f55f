import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** Who is signed in at the provider when the browser reaches /authorize. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
}

/** Changes to the next ID token, to prove the portal refuses it. */
export interface IdTokenTampering {
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** Sign with a key the provider does not publish. */
  foreignKey?: boolean;
}

/** Options of {@link startFakeOidcProvider}. */
export interface FakeOidcOptions {
  clientId: string;
  /** Null: a public client, which sends no secret (PKCE alone). */
  clientSecret: string | null;
  /** The one callback URL registered for the client. */
  redirectUri: string;
}

/** An OpenID provider on 127.0.0.1 for tests; see {@link startFakeOidcProvider}. */
export interface FakeOidcProvider {
  issuer: string;
  /** The user the next /authorize signs in (a test sets it before the browser goes there). */
  user: ProviderUser;
  /** Applied to the next ID token only. */
  tamperNextIdToken(tampering: IdTokenTampering): void;
  /** The next /authorize answers this error (e.g. access_denied) instead of a code. */
  denyNext(error: string): void;
  /** Every refusal of /authorize or /token, newest last: `invalid_grant: PKCE verification failed`. */
  refusals: string[];
  /** Token requests answered with tokens. */
  tokensIssued: number;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  user: ProviderUser;
}

const sha256base64url = (text: string) => createHash('sha256').update(text).digest('base64url');

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Starts an in-process OpenID provider on 127.0.0.1 (random port): discovery, a JWKS with one ES256 key
 * (jose), /authorize that answers a code bound to the client, redirect_uri, PKCE challenge and nonce,
 * and /token that checks the client's authentication (Basic secret, or none for a public client), the
 * code (once), the redirect_uri and the code_verifier, then answers an ID token signed with jose.
 *
 * @example
 * const provider = await startFakeOidcProvider({ clientId: 'portal', clientSecret: 's3cret', redirectUri });
 * provider.user = { sub: 'u1', email: 'customer@rigready.test', email_verified: true };
 */
export async function startFakeOidcProvider(options: FakeOidcOptions): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const foreign = await generateKeyPair('ES256');
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  let tampering: IdTokenTampering | null = null;
  let denial: string | null = null;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: FakeOidcProvider = {
    issuer,
    user: { sub: 'nobody' },
    tamperNextIdToken: (next) => {
      tampering = next;
    },
    denyNext: (error) => {
      denial = error;
    },
    refusals: [],
    tokensIssued: 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const refuse = (response: ServerResponse, status: number, error: string, description: string) => {
    provider.refusals.push(`${error}: ${description}`);
    json(response, status, { error, error_description: description });
  };

  function authorize(url: URL, response: ServerResponse) {
    const params = url.searchParams;
    if (params.get('client_id') !== options.clientId)
      return refuse(response, 400, 'invalid_client', 'unknown client');
    if (params.get('redirect_uri') !== options.redirectUri) {
      return refuse(response, 400, 'invalid_request', 'redirect_uri is not registered');
    }
    const back = new URL(options.redirectUri);
    back.searchParams.set('iss', issuer);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    const invalid =
      params.get('response_type') !== 'code'
        ? 'response_type must be code'
        : !params.get('scope')?.split(' ').includes('openid')
          ? 'scope must include openid'
          : params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')
            ? 'an S256 code_challenge is required'
            : null;
    if (invalid || denial) {
      const error = invalid ? 'invalid_request' : (denial ?? '');
      provider.refusals.push(`${error}: ${invalid ?? 'denied by the test'}`);
      back.searchParams.set('error', error);
      if (invalid) back.searchParams.set('error_description', invalid);
      denial = null;
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        challenge: params.get('code_challenge') ?? '',
        nonce: params.get('nonce'),
        user: { ...provider.user },
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { Location: back.href });
    response.end();
  }

  function clientAuthenticated(request: IncomingMessage, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (options.clientSecret === null) return !basic && form.get('client_id') === options.clientId;
    if (!basic) return false;
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return id === options.clientId && secret === options.clientSecret;
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    if (!clientAuthenticated(request, form)) {
      return refuse(response, 401, 'invalid_client', 'client authentication failed');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return refuse(response, 400, 'unsupported_grant_type', 'only authorization_code');
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued) return refuse(response, 400, 'invalid_grant', 'unknown or used code');
    if (form.get('redirect_uri') !== issued.redirectUri) {
      return refuse(response, 400, 'invalid_grant', 'redirect_uri differs from the authorization request');
    }
    if (sha256base64url(form.get('code_verifier') ?? '') !== issued.challenge) {
      return refuse(response, 400, 'invalid_grant', 'PKCE verification failed');
    }
    const change = tampering ?? {};
    tampering = null;
    const now = Math.floor(Date.now() / 1000);
    const { sub, ...claims } = issued.user;
    const idToken = await new SignJWT({ ...claims, nonce: change.nonce ?? issued.nonce ?? undefined })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(change.issuer ?? issuer)
      .setAudience(change.audience ?? issued.clientId)
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (change.expiresIn ?? 300))
      .sign(change.foreignKey ? foreign.privateKey : privateKey);
    provider.tokensIssued += 1;
    json(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email'],
        token_endpoint_auth_methods_supported: [
          options.clientSecret === null ? 'none' : 'client_secret_basic',
        ],
        authorization_response_iss_parameter_supported: true,
      });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') return token(request, response);
    json(response, 404, { error: 'not_found' });
  }

  return provider;
}
