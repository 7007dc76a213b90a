import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ComponentCard } from './ComponentCard.tsx';
import { componentsOf } from '../../catalogue/index.ts';

const render = (part: Parameters<typeof ComponentCard>[0]['part']) =>
  renderToStaticMarkup(createElement(ComponentCard, { part }));

describe('ComponentCard', () => {
  it("reads 'Component not found' / 'No data provided.' for an unknown component", () => {
    for (const missing of [null, undefined]) {
      const html = render(missing);
      expect(html).toContain('Component not found');
      expect(html).toContain('No data provided.');
    }
  });

  it('shows name, maker, the price in pesos and the specs', () => {
    const gpu = componentsOf('gpu')[0]!;
    const html = render(gpu);
    expect(html).toContain(gpu.name.replace(/&/g, '&amp;'));
    expect(html).toContain(gpu.brand);
    expect(html).toMatch(/₱\d{1,3}(,\d{3})+/);
    expect(html).toContain('Board power');
    expect(html).toContain(`${gpu.lengthMm} mm`);
  });
});
