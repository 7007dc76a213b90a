/**
 * A local OpenID Connect provider standing in for Google in the browser tests (no network to
 * Google exists here). Every sign-in comes back as the same Google user.
 */
import { Events, OAuth2Server } from 'oauth2-mock-server';

export const OIDC_PORT = Number(process.env.OIDC_PORT ?? 4400);
export const GOOGLE_TEST_USER = {
  sub: 'google-test-user',
  email: 'gabriela.silang@example.ph',
  // A bidi mark and another site's picture, as a provider may send: neither may reach our pages.
  name: 'Gabriela Silang\u200f',
  picture: 'https://evil.example/picture.png',
};

if (import.meta.main) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const claims = { ...GOOGLE_TEST_USER, email_verified: true };
  server.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims));
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims;
    response.statusCode = 200;
  });
  await server.start(OIDC_PORT, 'localhost');
  console.log(`OIDC test provider on ${server.issuer.url}`);
}
