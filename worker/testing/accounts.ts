/** Account routes under test: a fresh app with register, login and the reset mail it sends. */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { testApp } from './test-app.ts';

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
export const GOOD_PASSWORD = 'Sup3r$ecret';

export async function setup() {
  const t = await testApp();
  const register = (body: Record<string, unknown>) => t.app.request('/api/register', json(body));
  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request('/api/login', json(body, headers));
  const outbox = () =>
    existsSync(t.outbox)
      ? readFileSync(t.outbox, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { to: string; text: string })
      : [];
  /** Mail is sent after the reply (so timing says nothing): wait for the newest link to an address. */
  const linkFor = async (to: string, after = 0): Promise<string> => {
    await expect.poll(() => outbox().filter((m) => m.to === to).length, { timeout: 5000 }).toBeGreaterThan(after);
    const mail = outbox().filter((m) => m.to === to).at(-1)!;
    return decodeURIComponent(mail.text.match(/newpassword\?token=([^\s]+)/)![1]!);
  };
  return { ...t, register, login, outbox, linkFor };
}
