/**
 * A typed reader of the API's answers for the tests (issue 26 item 3). Each route's answer type is
 * declared once, in `ApiAnswers`, from the types the code exports; a test names the route and gets
 * its answer typed, with no cast at the call site:
 *
 *   const saved = await readAnswer('POST /api/builds', res);      // SavedBuild
 *   expect(await readError(res)).toEqual({ error: …, code: 'BAD_REQUEST' });
 *
 * The routers add their routes one statement at a time (`router.get(…)`), so the app's type carries
 * no route schema for Hono's `hc` client to read: the table below is the one place the tests say
 * what comes back.
 * Where the code exports no type for an answer, the shape is declared here beside the table.
 */
import type { Category, Component } from '../../src/domain/catalogue/catalogue.ts';
import type { SavedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';
import type { SharedPost } from '../../src/domain/community/share.ts';
import type { CommunityBuild, CommunityBuildDetail, CommunityComment, VoteCounts } from '../../src/domain/community/community.ts';
import type { PhotoView } from '../../src/domain/community/photos.ts';
import type { PublicBuild } from '../../src/domain/community/short-link.ts';
import type { SharedQuote } from '../../src/domain/quote/keep.ts';
import type { ResetLinkState } from '../../src/domain/accounts/reset-link.ts';
import type { ShopPriceFacts } from '../../src/catalogue/shop-prices.ts';
import type { ApiErrorBody } from '../errors.ts';
import type { publicUser } from '../auth/session.ts';
import type { AlertView } from '../routes/alerts.ts';
import type { BuildHistory, PartHistory } from '../routes/price-history.ts';

/** A person as the API shows them (worker/auth/session.ts publicUser); `email` only to themselves. */
export type PublicUser = ReturnType<typeof publicUser>;
/** A saved build as /api/builds answers it: the build with the gallery posts made from it (issue 25). */
export type SavedBuild = SavedBuildResponse & { shared_posts: SharedPost[] };
/** POST /api/login (accounts.ts): the person and the bearer token (the cookie marker for a page). */
export interface LoginAnswer {
  user: PublicUser;
  token: string;
}
/** The replies that only say something (accounts.ts: sign-up, forgot, reset, resend). */
export interface MessageAnswer {
  message: string;
}
/** Deletes and the like (`{ ok: true }`). */
export interface OkAnswer {
  ok: true;
}
/** GET /api/health (health.ts); 503 with the same shape when the database is unreachable. */
export interface HealthAnswer {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  parts: number;
}
/** GET /api/auth/get-session (auth.ts): null when nobody is signed in; the date as JSON has it. */
export type SessionAnswer = { user: PublicUser; session: { expiresAt: string } } | null;
/** POST /api/short-links (short-links.ts): the link's id, page and preview image. */
export interface ShortLinkMade {
  id: string;
  url: string;
  image: string;
}
/** GET /api/short-links/:id (short-links.ts): the link as its page shows it. */
export type ShortLinkView = ShortLinkMade &
  PublicBuild & {
    /** The post a community link was made from; null for the other kinds. */
    source_id: string | null;
    shared_total: number;
    created_at: string;
  };
/** GET /api/community/builds/:id/photos (photos.ts). */
export interface PhotoList {
  photos: PhotoView[];
  hidden: boolean;
  can_add: boolean;
  can_report: boolean;
  can_hide: boolean;
}
/** GET /api/community/photo-reports (photos.ts): one entry per reported photo of the caller's. */
export interface PhotoReportEntry {
  photo: PhotoView;
  build_id: string;
  build_title: string;
  reasons: string[];
  last_reported_at: string;
}

/** GET /api/components/cpu, …: one category's parts, each of its own kind. */
type ComponentLists = { [C in Category as `GET /api/components/${C}`]: Component<C>[] };

/** What each route answers when it succeeds, keyed `METHOD /path` with `:name` for each parameter. */
export interface ApiAnswers extends ComponentLists {
  'GET /api/health': HealthAnswer;
  /** Any category's parts (a category named by a variable); GET /api/components/cpu etc. above. */
  'GET /api/components/:category': Component[];
  // Accounts (accounts.ts, users.ts, auth.ts)
  'POST /api/login': LoginAnswer;
  'POST /api/register': MessageAnswer & { user: PublicUser };
  'GET /api/auth-options': { google: boolean };
  'GET /api/me': PublicUser;
  'POST /api/forgot-password': MessageAnswer;
  'POST /api/auth/reset': MessageAnswer;
  'POST /api/auth/reset/check': { state: ResetLinkState };
  'POST /api/auth/reset/resend': MessageAnswer;
  'GET /api/auth/get-session': SessionAnswer;
  'GET /api/users/:id': PublicUser;
  'PUT /api/users/:id': { full_name: string; email: string };
  'POST /api/users/:id/profile-picture': { profile_picture: string };
  // Saved builds (builds.ts)
  'GET /api/builds': SavedBuild[];
  'GET /api/builds/:id': SavedBuild;
  'POST /api/builds': SavedBuild;
  'PUT /api/builds/:id': SavedBuild;
  'DELETE /api/builds/:id': OkAnswer;
  // Prices (alerts.ts, price-history.ts, prices.ts)
  'GET /api/alerts': AlertView[];
  'POST /api/alerts': AlertView;
  'DELETE /api/alerts/:id': OkAnswer;
  'GET /api/alerts/unsubscribe': { id: string; label: string };
  'POST /api/alerts/unsubscribe': OkAnswer;
  'GET /api/price-history/parts/:partId': PartHistory;
  'GET /api/price-history/builds/:id': BuildHistory;
  'GET /api/prices/status': Pick<ShopPriceFacts, 'observedOn' | 'shopCount' | 'pricedParts'>;
  // The community gallery (community/router.ts, photos.ts)
  'GET /api/community/builds': CommunityBuild[];
  'GET /api/community/builds/:id': CommunityBuildDetail;
  'POST /api/community/builds': CommunityBuildDetail;
  'DELETE /api/community/builds/:id': OkAnswer;
  'POST /api/community/builds/:id/comments': CommunityComment;
  'POST /api/community/builds/:id/vote': VoteCounts;
  'GET /api/community/builds/:id/photos': PhotoList;
  'POST /api/community/builds/:id/photos': PhotoView;
  'DELETE /api/community/builds/:id/photos/:photoId': OkAnswer;
  'POST /api/community/photos/:photoId/reports': OkAnswer & { already_reported: boolean };
  'GET /api/community/photo-reports': PhotoReportEntry[];
  'POST /api/community/photo-reports/:photoId/keep': OkAnswer;
  'PUT /api/community/builds/:id/hidden': { hidden: boolean };
  // Sharing (quotes.ts, short-links.ts)
  'POST /api/quotes': { id: string };
  'GET /api/quotes/:id': SharedQuote & { id: string; created_at: string };
  'POST /api/short-links': ShortLinkMade;
  'GET /api/short-links/:id': ShortLinkView;
}

export type Route = keyof ApiAnswers;
/** The API's one error shape (worker/errors.ts). */
export type ErrorAnswer = ApiErrorBody;

/** A reply as the readers need it: the app's Response, fetch's, or wrangler's (undici's own type). */
export interface Reply {
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * The answer of a route that succeeded, typed by the route. A 4xx or 5xx reply fails here, with
 * its status and body, rather than as a missing field further on.
 */
export async function readAnswer<R extends Route>(route: R, res: Reply): Promise<ApiAnswers[R]> {
  if (res.status >= 400) throw new Error(`${route}: expected its answer, got ${res.status} ${await res.text()}`);
  return (await res.json()) as ApiAnswers[R];
}

/** A route's answer from the text of its body, for a test that reads the text itself (to search it, or after unzipping it). */
export function parseAnswer<R extends Route>(_route: R, text: string): ApiAnswers[R] {
  return JSON.parse(text) as ApiAnswers[R];
}

/** The error a route answered with (`{ error, code }`); a 1xx–3xx reply fails here. */
export async function readError(res: Reply): Promise<ErrorAnswer> {
  if (res.status < 400) throw new Error(`expected an error answer, got ${res.status} ${await res.text()}`);
  return (await res.json()) as ErrorAnswer;
}

/** The `:name` parameters of a route's path: 'GET /api/builds/:id' → 'id'. */
export type ParamsOf<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;

interface Options {
  /** A JSON body (sent with Content-Type: application/json), or a form or string sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Appended to the path: '?limit=2'. */
  query?: string;
  params?: Record<string, string>;
}
/** A call's options: `params` names each of the route's parameters, and only a route with some needs them. */
type CallArgs<R extends Route> = [ParamsOf<R>] extends [never]
  ? [options?: Omit<Options, 'params'>]
  : [options: Omit<Options, 'params'> & { params: Record<ParamsOf<R>, string> }];

/** What `call` gives back: the reply, and its body read as the route's answer or as an error. */
export interface Called<R extends Route> {
  res: Response;
  status: number;
  headers: Headers;
  body(): Promise<ApiAnswers[R]>;
  error(): Promise<ErrorAnswer>;
}

/** The path of a route with its parameters filled in: ('GET /api/builds/:id', {id: 'x'}) → '/api/builds/x'. */
export function pathOf(route: Route, params: Record<string, string> = {}): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Anything with Hono's `request(path, init)`: the app of testApp(), or a router. */
interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * Calls of the app by route: `call('PUT /api/builds/:id', { params: { id }, body })` fills the
 * parameters, sends a JSON body and gives back the reply with its typed answer; `answer(…)` the
 * same, giving just the answer.
 */
export function apiClient(app: Requester, defaultHeaders: Record<string, string> = {}) {
  async function call<R extends Route>(route: R, ...[options]: CallArgs<R>): Promise<Called<R>> {
    const { body, headers = {}, query = '', params }: Options = options ?? {};
    const method = route.slice(0, route.indexOf(' '));
    // A form or a string goes as it is (a form sets its own Content-Type); anything else as JSON.
    const sent = body === undefined || typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
    const json = sent !== body;
    const init: RequestInit = {
      method,
      headers: { ...(json && { 'Content-Type': 'application/json' }), ...defaultHeaders, ...headers },
      ...(sent !== undefined && { body: sent }),
    };
    const res = await app.request(pathOf(route, params) + query, init);
    return { res, status: res.status, headers: res.headers, body: () => readAnswer(route, res), error: () => readError(res) };
  }
  /** The call's answer, for a step that only needs it (an error reply fails, as in readAnswer). */
  async function answer<R extends Route>(route: R, ...options: CallArgs<R>): Promise<ApiAnswers[R]> {
    return (await call(route, ...options)).body();
  }
  return { call, answer };
}
