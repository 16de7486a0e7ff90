import { fireEvent, render, screen, within } from '@testing-library/react';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let FixedColumns: ComponentType;
  let ScrollX: ComponentType;
  let Simple: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [FixedColumns, ScrollX, Simple] = await Promise.all(['fixed-columns', 'scroll-x', 'simple'].map((name) => lineDemo(line, name)));
  });

  describe('simple', () => {
    it('renders three rows and re-renders cells from outside state', () => {
      const { container } = render(<Simple />);
      expect(container.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(3);
      expect(screen.getByText('Ada: 0')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /add a visit/i }));
      expect(screen.getByText('Ada: 1')).toBeInTheDocument();
      expect(screen.getByText('Sam: 1')).toBeInTheDocument();
    });
  });

  describe('scroll-x', () => {
    it('scrolls sideways with every month column', () => {
      const { container } = render(<ScrollX />);
      expect(container.querySelector('.rc-table-scroll-horizontal')).not.toBeNull();
      const headers = container.querySelectorAll('thead th');
      expect(headers).toHaveLength(11);
      expect(container.querySelector('table')).toHaveStyle({ width: '1400px' });
    });
  });

  describe('fixed-columns', () => {
    it('pins columns left and right and fixes the summary row', () => {
      const { container } = render(<FixedColumns />);
      expect(container.querySelectorAll(`thead th.${pin.start.cell}`)).toHaveLength(2);
      expect(container.querySelectorAll(`thead th.${pin.end.cell}`).length).toBeGreaterThanOrEqual(1);
      const summary = container.querySelector('.rc-table-summary') as HTMLElement;
      expect(within(summary).getByText('Total')).toBeInTheDocument();
      expect(within(summary).getByText('$882')).toBeInTheDocument();
      expect(within(summary).getByText('21')).toBeInTheDocument();
    });

    it('drops the vertical scroll when the checkbox is cleared', () => {
      const { container } = render(<FixedColumns />);
      expect(container.querySelector('.rc-table-fixed-header')).not.toBeNull();
      fireEvent.click(screen.getByRole('checkbox'));
      expect(container.querySelector('.rc-table-fixed-header')).toBeNull();
    });
  });
});
