/**
 * The duplicate and outlier rules, on listings from ph-shop-listings-2026-04-23.tsv.
 */
import { describe, expect, it } from 'vitest';
import { dedupeByShop, dropOutliers, isCopyHandle, median, outlierOf, wholePesos } from './price-rules.ts';

const listing = (shop: string, price: number, handle: string) => ({ shop, price, handle, url: `https://shop.example/products/${handle}` });

describe('duplicate rule', () => {
  it('knows a copy of a page: -copy, copy-of-, or another handle plus -N', () => {
    expect(isCopyHandle('amd-ryzen-5-5500-6-core-3-6-ghz-socket-am4-65w-100-100000457box-desktop-processor-copy-copy', [])).toBe(true);
    expect(isCopyHandle('copy-of-amd-ryzen-5-5500-socket-am4-3-6ghz-processor', [])).toBe(true);
    const handles = ['msi-rtx5060ti-ventus-2x-oc-plus-16gb-gddr7-gpu', 'msi-rtx5060ti-ventus-2x-oc-plus-16gb-gddr7-gpu-1'];
    expect(isCopyHandle(handles[1]!, handles)).toBe(true);
    // a "-1" that is part of the maker's code is not a copy
    expect(isCopyHandle('deepcool-ak400-air-cooler-r-ak400-bknnmn-g-1', ['deepcool-ak400-single-tower-cpu-air-cooler-black'])).toBe(false);
  });

  it('keeps the original over its "-1" copy, even when the copy is cheaper', () => {
    const { kept, dropped } = dedupeByShop([
      listing('PCWORX', 32399, 'msi-rtx5060ti-ventus-2x-oc-plus-16gb-gddr7-gpu-1'),
      listing('PCWORX', 31570, 'msi-rtx5060ti-ventus-2x-oc-plus-16gb-gddr7-gpu'),
      listing('EasyPC', 30650, 'msi-rtx-5060-ti-ventus-2x-oc-plus-16gb-graphics-card'),
    ]);
    expect(kept.map((l) => l.handle).sort()).toEqual(['msi-rtx-5060-ti-ventus-2x-oc-plus-16gb-graphics-card', 'msi-rtx5060ti-ventus-2x-oc-plus-16gb-gddr7-gpu']);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.detail).toMatch(/copy of a page/);

    const copyCheaper = dedupeByShop([
      listing('EasyPC', 4621, 'copy-of-amd-ryzen-5-5500-socket-am4-3-6ghz-processor'),
      listing('EasyPC', 4695, 'amd-ryzen-5-5500-socket-am4-3-6ghz-processor'),
    ]);
    expect(copyCheaper.kept.map((l) => l.price)).toEqual([4695]);
  });

  it('of two original listings at one shop, keeps the lower price', () => {
    const { kept, dropped } = dedupeByShop([
      listing('DataBlitz', 8495, 'amd-ryzen-5-5600gt-mpk-processor'),
      listing('DataBlitz', 8350, 'amd-ryzen-5-5600gt-processor'),
    ]);
    expect(kept.map((l) => l.price)).toEqual([8350]);
    expect(dropped[0]!.detail).toMatch(/lowest price/);
  });
  it('of two original pages at one shop, keeps the credible one: a page far below the other shops loses', () => {
    // One shop lists a 32 GB DDR5 kit at the old level and the new; three other shops ask ₱21,000+.
    const listings = [
      listing('EasyPC', 4500, 'kingston-fury-beast-32gb-ddr5-6000-old'),
      listing('EasyPC', 21500, 'kingston-fury-beast-32gb-ddr5-6000'),
      listing('DataBlitz', 21000, 'kingston-fury-beast-ddr5-32gb'),
      listing('PCWORX', 22950, 'kf560c36bbek2-32'),
    ];
    const { kept, dropped } = dedupeByShop(listings);
    expect(kept.filter((l) => l.shop === 'EasyPC').map((l) => l.price)).toEqual([21500]);
    expect(dropped.map((d) => d.listing.price)).toEqual([4500]);
    expect(dropped[0]!.detail).toMatch(/far below the other shops \(kept the credible one\)/);
    // With no other shop to compare with, the lower of the two still wins.
    expect(dedupeByShop(listings.slice(0, 2)).kept.map((l) => l.price)).toEqual([4500]);
  });
});

describe('outlier rule', () => {
  it('drops a price above 2.5× or below 0.4× the median of the shops, with three or more shops', () => {
    // G.Skill Trident Z5 Neo RGB 64GB at three shops: the ₱55,000 stands alone
    expect(outlierOf(55000, [14222, 16950, 55000])?.detail).toBe('3.2× the median ₱16,950 of 3 shops');
    expect(outlierOf(14222, [14222, 16950, 55000])).toBeUndefined();
    expect(outlierOf(3000, [3000, 9000, 9500, 10000])?.detail).toMatch(/^0\.32×/);
  });

  it('never judges with fewer than three shops (neither of two can be blamed)', () => {
    expect(outlierOf(41450, [16950, 41450])).toBeUndefined();
  });

  it('drops a per-stick price on a kit page: at most 1.25/n of the median for an n-stick kit', () => {
    // Ripjaws V 32GB (2x16GB) at ₱4,250 beside ₱14,500, ₱16,495, ₱17,595
    const verdict = outlierOf(4250, [4250, 14500, 16495, 17595], 2);
    expect(verdict?.detail).toMatch(/per-stick price on a 2-module kit/);
    expect(outlierOf(9500, [9500, 14500, 16495], 2)).toBeUndefined(); // 0.66× is a discount, not a stick
    expect(outlierOf(8000, [8000, 14500, 16495], 2)?.detail).toMatch(/per-stick/);
  });

  it('keeps at least the median shop; a spread of one part across many shops is left alone', () => {
    const listings = [14222, 16950, 55000].map((p, i) => listing(`Shop ${i}`, p, `kit-${i}`));
    const { kept, outliers } = dropOutliers(listings, 2);
    expect(kept.map((l) => l.price)).toEqual([14222, 16950]);
    expect(outliers.map((o) => o.listing.price)).toEqual([55000]);
    const steady = [10595, 11095, 11250, 12650, 13050].map((p, i) => listing(`Shop ${i}`, p, `cpu-${i}`));
    expect(dropOutliers(steady).outliers).toEqual([]);
  });

  it('median and whole pesos', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(wholePesos(5333.33)).toBe(5333);
    expect(wholePesos(28552.5)).toBe(28553);
  });
});
