import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo, pinnedClasses } from './lines';

/**
 * The 1.x copies (`index.1.x.tsx`) of shared demos that show what master's examples add (content/master-examples.json)
 * or use 1.x's replacement for a deprecated prop; what both lines share is checked with the other tests of each demo.
 */
describe('1.x copies of shared demos', () => {
  let ScrollXY: ComponentType;
  let ClassName: ComponentType;
  let ExpandIcon: ComponentType;
  let ChildrenIndent: ComponentType;
  const pin = pinnedClasses('1.x');
  beforeAll(async () => {
    [ScrollXY, ClassName, ExpandIcon, ChildrenIndent] = await Promise.all(
      ['scroll-xy', 'class-name', 'expand-icon', 'children-indent'].map((name) => lineDemo('1.x', name)),
    );
  });

  failOnConsoleError();

  const headerCell = (container: HTMLElement, text: string) =>
    Array.from(container.querySelectorAll<HTMLElement>('thead th')).find((th) => th.textContent === text) as HTMLElement;

  describe('scroll-xy', () => {
    it('pins Station to the start and 22:00 to the end, and 06:00 after three columns that scroll when asked', () => {
      const { container } = render(<ScrollXY />);
      expect(headerCell(container, 'Station')).toHaveClass(pin.start.cell);
      expect(headerCell(container, '22:00')).toHaveClass(pin.end.cell);
      expect(headerCell(container, '06:00')).not.toHaveClass('rc-table-cell-fix');

      fireEvent.click(screen.getByRole('checkbox', { name: 'Pin 06:00 to the start too' }));
      const morning = headerCell(container, '06:00');
      // It keeps its place among the columns: sticky at the width of the pinned columns before it, with a shadow edge.
      expect(Array.from(morning.parentElement?.children ?? []).indexOf(morning)).toBe(4);
      expect(morning).toHaveClass(pin.start.cell, pin.start.edge);
      expect(morning.style.getPropertyValue('inset-inline-start')).not.toBe('');
      expect(headerCell(container, '04:00')).not.toHaveClass('rc-table-cell-fix');
      expect(headerCell(container, 'Station')).toHaveClass(pin.start.edge);
    });

    it('turns right to left with direction', () => {
      const { container } = render(<ScrollXY />);
      const table = container.querySelector('.rc-table') as HTMLElement;
      expect(table).not.toHaveClass('rc-table-rtl');
      fireEvent.click(screen.getByRole('checkbox', { name: /Right to left/ }));
      expect(table).toHaveClass('rc-table-rtl');
      expect(headerCell(container, 'Station')).toHaveClass(pin.start.cell);
    });
  });

  describe('class-name', () => {
    it('scrolls with a calc() scroll.x and scroll.y, every class name still in place', () => {
      const { container } = render(<ClassName />);
      expect(container.querySelector('.rc-table-fixed-header')).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: /Scroll inside the table/ }));

      const table = container.querySelector('.rc-table') as HTMLElement;
      expect(table).toHaveClass('class-name-table', 'rc-table-fixed-header', 'rc-table-scroll-horizontal');
      // The header and the body are two tables, each as wide as the CSS length.
      const tables = container.querySelectorAll<HTMLElement>('.rc-table-header table, .rc-table-body table');
      expect(tables).toHaveLength(2);
      // The style object normalises the sum's order.
      tables.forEach((element) => expect(element.style.width).toBe('calc(50% + 500px)'));
      expect(container.querySelectorAll('.rc-table-header .class-name-amount')).toHaveLength(1);
      expect(container.querySelectorAll('.rc-table-body td.class-name-amount')).toHaveLength(3);
      expect(container.querySelector('.rc-table-body tr.class-name-row-overdue')).toHaveClass('class-name-row-even');
      expect(container.querySelector('.rc-table-body tr.class-name-expanded')).toHaveTextContent('Reminder sent');
    });
  });

  describe('expand-icon and children-indent', () => {
    it('draw their toggles with components.ExpandIcon, as buttons the keyboard reaches', () => {
      const { container } = render(<ExpandIcon />);
      const button = screen.getByRole('button', { name: 'Expand Solaris' });
      expect(button).toHaveTextContent('+');
      fireEvent.click(button);
      expect(screen.getByRole('button', { name: 'Collapse Solaris' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Expanded “Solaris”.')).toBeInTheDocument();
      // No default icon besides the custom one.
      expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
    });

    it('give tree leaves a spacer instead of a button', () => {
      const { container } = render(<ChildrenIndent />);
      expect(container.querySelectorAll('button.children-indent-toggle')).toHaveLength(4);
      expect(container.querySelectorAll('span.children-indent-toggle[aria-hidden="true"]')).toHaveLength(4);
      expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
    });
  });
});
