/**
 * The rate limiter keys on x-client-ip (worker/auth/rate-limit.ts). On Node it is set here from
 * the socket, replacing whatever the client sent. It is written on the incoming message itself
 * (its raw lines and its parsed headers, whichever Hono's adapter reads) rather than on a copy of
 * the request: copying every request cost about 3% of a signed-in read (issue 24).
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions } from 'node:http';
import { CLIENT_IP_HEADERS } from './auth/rate-limit.ts';

const [CLIENT_IP_HEADER] = CLIENT_IP_HEADERS;

export function withClientIp(request: IncomingMessage): IncomingMessage {
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === CLIENT_IP_HEADER) raw.splice(i, 2);
  const ip = request.socket.remoteAddress ?? 'unknown';
  raw.push(CLIENT_IP_HEADER, ip);
  request.headers[CLIENT_IP_HEADER] = ip;
  return request;
}

/** `http.createServer` for @hono/node-server's `createAdaptorServer`, stamping every request. */
export const createServerStampingIp = ((options: ServerOptions, listener: RequestListener) =>
  createServer(options, (request, response) => listener(withClientIp(request), response))) as typeof createServer;
