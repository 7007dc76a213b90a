// Written by `npm run prices:import`: the newest shop-price snapshot the app uses. Do not edit by hand.
export { default } from '../../content/prices/2026-04-23.json' with { type: 'json' };
