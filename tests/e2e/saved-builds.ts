/** Fixtures for saved-build journeys: a user signed in through the API, builds saved through it. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts.ts';

/**
 * Registers a fresh user and signs in with POST /api/login on the page's own request context, so
 * the session cookie lands in the browser; then writes the page's stored copy of the session
 * ('user' and the 'cookie-session' marker) as the sign-in form does.
 */
export async function signInViaApi(page: Page, name = 'Dana Builder') {
  const email = uniqueEmail('dash');
  const registered = await page.request.post('/api/register', { data: { email, username: name, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const user = await signInExisting(page, email);
  return { email, name, user };
}

/** Signs in an account that exists, through the API, and stores the page's copy of the session. */
export async function signInExisting(page: Page, email: string): Promise<Record<string, unknown>> {
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as { user: Record<string, unknown> };
  await page.goto('/learn');
  await page.evaluate((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('token', 'cookie-session');
  }, user);
  return user;
}

export interface SavedBuild {
  id: string;
  name: string;
  total_price: number;
  saved_total_price: number;
  purpose: string;
  warnings: string[];
  problems: string[];
  notes: string[];
  has_issues: boolean;
  parts: Record<string, unknown>;
}

/** Part ids by slot, as the builder sends them. */
export type Parts = Partial<Record<'mobo' | 'cpu' | 'cpuCooler' | 'psu' | 'case', string>> &
  Partial<Record<'gpus' | 'rams' | 'm2s' | 'storage', string[]>>;

export async function saveViaApi(page: Page, name: string, parts: Parts, description = ''): Promise<SavedBuild> {
  const res = await page.request.post('/api/builds', {
    data: { name, description, parts, total_price: 0, warnings: [], has_issues: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SavedBuild;
}

/** The builder permalink of a set of parts (`/builder?cpu=…&gpus=a,b`). */
export function permalink(parts: Parts): string {
  const query = new URLSearchParams();
  for (const [slot, value] of Object.entries(parts)) query.set(slot, Array.isArray(value) ? value.join(',') : value);
  return `/builder?${query}`;
}

/** A complete build the rules find nothing wrong with. */
export const GOOD_PARTS: Parts = {
  mobo: 'mobo-msi-mag-b650-tomahawk-wifi',
  cpu: 'cpu-amd-ryzen-5-7600',
  gpus: ['gpu-asus-dual-rtx-4060-oc-8gb'],
  rams: ['ram-teamgroup-t-force-vulcan-ddr5-5200-32gb-2x16'],
  psu: 'psu-corsair-cx650',
};

/** One bottleneck warning: a 4-core CPU under an RTX 4090. */
export const BOTTLENECK_PARTS: Parts = { cpu: 'cpu-intel-core-i3-12100f', gpus: ['gpu-zotac-rtx-4090-trinity-oc-24gb'] };

/** Wrong on every count: socket, memory type and speed, PSU, GPU length. */
export const BROKEN_PARTS: Parts = {
  mobo: 'mobo-asus-prime-a520m-k',
  cpu: 'cpu-amd-ryzen-5-7600',
  rams: ['ram-kingston-fury-beast-ddr5-6000-32gb-2x16'],
  gpus: ['gpu-zotac-rtx-4090-trinity-oc-24gb'],
  psu: 'psu-corsair-cx550',
  case: 'case-deepcool-ch370',
};
