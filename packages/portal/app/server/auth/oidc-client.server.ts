import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { OidcConfig } from '../config/identity-config.server.js';

const configurations = new Map<string, Promise<client.Configuration>>();

function clientAuthentication(config: OidcConfig): client.ClientAuth {
  if (config.clientSecret === null) return client.None();
  return config.tokenAuthMethod === 'client_secret_post'
    ? client.ClientSecretPost(config.clientSecret)
    : client.ClientSecretBasic(config.clientSecret);
}

async function discover(config: OidcConfig): Promise<client.Configuration> {
  // The ID token comes straight from the token endpoint, where TLS already vouches for the issuer; its
  // signature is checked against the provider's JWKS as well, so a plain-http test provider proves it too.
  const execute = [client.enableNonRepudiationChecks];
  if (config.allowInsecureRequests) execute.unshift(client.allowInsecureRequests);
  return client.discovery(
    config.issuer,
    config.clientId,
    config.clientSecret === null ? { token_endpoint_auth_method: 'none' } : undefined,
    clientAuthentication(config),
    { execute, timeout: 10 },
  );
}

/**
 * The openid-client configuration of the provider: its discovery document read once per process (a
 * failed discovery is retried on the next sign-in), with the client's authentication (secret by HTTP
 * Basic or form, or none for a public client) and ID token signatures checked against its JWKS.
 *
 * @example
 * const configuration = await oidcConfiguration(runtime.identity.oidc);
 * client.buildAuthorizationUrl(configuration, { redirect_uri, scope: 'openid email' });
 */
export function oidcConfiguration(config: OidcConfig): Promise<client.Configuration> {
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        config.issuer.href,
        config.clientId,
        config.clientSecret,
        config.tokenAuthMethod,
        config.allowInsecureRequests,
      ]),
    )
    .digest('hex');
  let found = configurations.get(key);
  if (!found) {
    found = discover(config);
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}
