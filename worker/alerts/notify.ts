/**
 * After a refresh (issue 27): every alert whose part or saved build is now under its figure gets
 * one mail through the site's mailer — the part (or build), the shop, the price and the link —
 * at most one a day per alert (alertDecision in src/domain/pricing/alerts.ts), each with a
 * one-click unsubscribe link that needs no sign-in.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { build, priceAlert, user } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import { lookupIn } from '../../src/catalogue/lookup.ts';
import { alertDecision, alertLabel } from '../../src/domain/pricing/alerts.ts';
import { headlineOffer } from '../../src/domain/pricing/credible-price.ts';
import { formatPeso } from '../../src/domain/format/money.ts';
import { buildPriceLines, type PriceLine } from './build-price.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface NotifyResult {
  checked: number;
  sent: number;
  failed: number;
}

export const unsubscribeUrl = async (origin: string, alertId: string, secret: string) =>
  `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(alertId, secret))}`;

function partLines(line: PriceLine): string {
  const where = line.offer ? `${formatPeso(line.offer.price)} at ${line.offer.shop}: ${line.offer.url}` : `${formatPeso(line.price)} (estimate, no shop lists it)`;
  return `- ${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.name}: ${where}`;
}

export async function notifyAlerts(
  deps: { db: Database; mailer: Mailer; publicOrigin: string; authSecret: string },
  catalogue: PricedCatalogue,
  today: string,
): Promise<NotifyResult> {
  const { db } = deps;
  const lookup = lookupIn(catalogue.parts);
  const byId = new Map(Object.values(catalogue.parts).flat().map((p) => [p.id, p]));
  const alerts = await db
    .select({ alert: priceAlert, email: user.email, build: build })
    .from(priceAlert)
    .innerJoin(user, eq(user.id, priceAlert.userId))
    .leftJoin(build, eq(build.id, priceAlert.buildId));
  const result: NotifyResult = { checked: alerts.length, sent: 0, failed: 0 };
  for (const { alert, email, build: saved } of alerts) {
    let price: number | undefined;
    let subject = '';
    let body: string[] = [];
    if (alert.partId) {
      const part = byId.get(alert.partId);
      const offer = part?.priceSource === 'shops' ? headlineOffer(part.offers ?? []) : undefined;
      price = offer?.price;
      if (part && offer) {
        subject = `${part.name} is ${formatPeso(offer.price)} at ${offer.shop}`;
        body = [`${part.name} is now ${formatPeso(offer.price)} at ${offer.shop}, ${alertLabel(alert.below)} as you asked.`, '', `Buy it there: ${offer.url}`, `Plan with it: ${deps.publicOrigin}/builder?${part.type === 'gpu' ? 'gpus' : part.type}=${encodeURIComponent(part.id)}`];
      }
    } else if (saved) {
      const lines = buildPriceLines(saved.parts, lookup);
      price = lines.total;
      subject = `Your build "${saved.name}" is now ${formatPeso(lines.total)}`;
      body = [`Your saved build "${saved.name}" now comes to ${formatPeso(lines.total)} at the cheapest shops, ${alertLabel(alert.below)} as you asked.`, '', ...lines.lines.map(partLines), '', `See it: ${deps.publicOrigin}/dashboard?section=saved`];
    }
    const decision = alertDecision(alert, price, today);
    if (decision === 'rearm') await db.update(priceAlert).set({ notifiedPrice: null }).where(eq(priceAlert.id, alert.id));
    if (decision !== 'send' || price === undefined) continue;
    const unsubscribe = await unsubscribeUrl(deps.publicOrigin, alert.id, deps.authSecret);
    try {
      await deps.mailer.send({
        to: email,
        subject,
        text: [...body, '', `Prices change quickly; check with the shop before you go.`, `Stop this alert (one click, no sign-in): ${unsubscribe}`].join('\n'),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (err) {
      result.failed++;
      console.error(`[alerts] mail for alert ${alert.id} failed:`, (err as Error).message);
      continue;
    }
    // Recorded after the mail went: a failed mail is tried again after the next refresh.
    await db.update(priceAlert).set({ notifiedPrice: price, notifiedOn: today }).where(eq(priceAlert.id, alert.id));
    result.sent++;
  }
  return result;
}
