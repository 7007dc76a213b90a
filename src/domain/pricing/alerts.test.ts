/** Issue 27: when an alert mails, the limits, and the body the form and API share. */
import { describe, expect, it } from 'vitest';
import { ALERTS_PER_PERSON, ALERT_MAX_PESOS, alertDecision, alertLabel, type AlertState } from './alerts.ts';
import { alertBodySchema } from './alert-body.ts';

const armed: AlertState = { below: 5000, notifiedPrice: null, notifiedOn: null };

describe('when an alert mails', () => {
  it('sends once the price goes under the figure, not at it', () => {
    expect(alertDecision(armed, 4999, '2026-11-25')).toBe('send');
    expect(alertDecision(armed, 5000, '2026-11-25')).toBe('wait');
    expect(alertDecision(armed, undefined, '2026-11-25')).toBe('wait');
  });

  it('sends at most once a day, and again only when the price falls further', () => {
    const sent: AlertState = { below: 5000, notifiedPrice: 4800, notifiedOn: '2026-11-25' };
    expect(alertDecision(sent, 4500, '2026-11-25')).toBe('wait');
    expect(alertDecision(sent, 4800, '2026-11-26')).toBe('wait');
    expect(alertDecision(sent, 4700, '2026-11-26')).toBe('send');
  });

  it('re-arms when the price is back at or above the figure', () => {
    expect(alertDecision({ below: 5000, notifiedPrice: 4800, notifiedOn: '2026-11-20' }, 5200, '2026-11-25')).toBe('rearm');
  });
});

describe('alert body', () => {
  it('takes a part or a saved build and a whole-peso figure', () => {
    expect(alertBodySchema.parse({ partId: 'cpu-x', below: 5000 })).toEqual({ partId: 'cpu-x', below: 5000 });
    expect(alertBodySchema.parse({ buildId: 'b1', below: 40000 })).toEqual({ buildId: 'b1', below: 40000 });
    for (const bad of [{ partId: 'x', below: 0 }, { partId: 'x', below: 12.5 }, { partId: 'x', below: ALERT_MAX_PESOS + 1 }, { below: 5 }, { partId: 'x', buildId: 'y', below: 5 }, { partId: 'x', below: '5000' }]) {
      expect(alertBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('has a per-person limit and a label', () => {
    expect(ALERTS_PER_PERSON).toBe(25);
    expect(alertLabel(5000)).toBe('under ₱5,000');
  });
});
