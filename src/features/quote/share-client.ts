/** The shared-quote API (worker/routes/quotes.ts): keep a checked quote behind a short link, and read one back. */
import type { SharedQuote } from '../../domain/quote/keep.ts';
import { api, type ApiResult } from '../shared/api-client.ts';

/** The query key of a shared quote's link: /quote?q=<id>. */
export const SHARE_KEY = 'q';

export const shareQuote = (quote: SharedQuote): Promise<ApiResult<{ id: string }>> => api<{ id: string }>('/api/quotes', { method: 'POST', body: quote, token: null });

export const loadSharedQuote = (id: string): Promise<ApiResult<SharedQuote & { id: string }>> =>
  api<SharedQuote & { id: string }>(`/api/quotes/${encodeURIComponent(id)}`, { token: null });

export const shareLink = (id: string): string => `${window.location.origin}/quote?${SHARE_KEY}=${id}`;
