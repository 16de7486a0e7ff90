import { act, fireEvent, render } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let Virtual: ComponentType;
  beforeAll(async () => {
    [Virtual] = await Promise.all(['virtual'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** jsdom has no layout: every element is 24px high in a 300px viewport, so the virtual list renders a window of rows. */
  function fakeLayout(): () => void {
    const proto = HTMLElement.prototype;
    const names = ['offsetHeight', 'offsetParent', 'clientHeight'] as const;
    const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
    Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 24 });
    Object.defineProperty(proto, 'offsetParent', { configurable: true, get: () => document.body });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 300 });
    return () => {
      for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(proto, name, descriptor);
    };
  }

  /** rc-virtual-list measures rows after rendering and renders again; wait for that inside act(). */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  const row = (container: HTMLElement, key: string) => container.querySelector(`.rc-table-row[data-row-key="${key}"]`) as HTMLElement;

  describe('virtual', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = fakeLayout();
    });
    afterEach(() => restore());

    it('classes each rendered row by its status', async () => {
      const { container } = render(<Virtual />);
      await settle();
      expect(row(container, '1')).toHaveClass('virtual-row-packed');
      expect(row(container, '2')).toHaveClass('virtual-row-in-transit');
      expect(row(container, '3')).toHaveClass('virtual-row-customs');
      expect(row(container, '4')).toHaveClass('virtual-row-delivered');
    });

    it('classes an expanded row with expandedRowClassName', async () => {
      const { container } = render(<Virtual />);
      await settle();
      expect(container.querySelector('.virtual-expanded-row')).toBeNull();
      fireEvent.click(row(container, '2').querySelector('.rc-table-row-expand-icon') as HTMLElement);
      await settle();
      const expanded = container.querySelector('.virtual-expanded-row') as HTMLElement;
      expect(expanded).toHaveClass('rc-table-expanded-row');
      expect(expanded).toHaveTextContent('TRK-000002: 1.5 kg from Lagos to Oslo.');
      // The expanded row is not a data row, so it does not get the status class.
      expect(expanded.className).not.toMatch(/virtual-row-/);
    });
  });
});
