import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from '@/components/tabs/Tabs';

const items: TabItem[] = [
  { key: 'one', label: 'One', panel: <p>First panel</p> },
  { key: 'two', label: 'Two', panel: <p>Second panel</p> },
  { key: 'three', label: 'Three', panel: <p>Third panel</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const shownPanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('is a named tab list whose tabs control their panels, the first selected', () => {
    render(<Tabs items={items} label="Files" idPrefix="x-" />);
    expect(screen.getByRole('tablist', { name: 'Files' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    // Only the selected panel is shown, and it is named by its tab.
    expect(shownPanel()).toHaveTextContent('First panel');
    expect(shownPanel()).toHaveAccessibleName('One');
    expect(tab('One')).toHaveAttribute('aria-controls', shownPanel().id);
    expect(screen.getByText('Second panel')).not.toBeVisible();
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs items={items} label="Files" idPrefix="x-" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tab('Three'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(shownPanel()).toHaveTextContent('Third panel');
  });

  it('moves focus and selection with Right and Left (wrapping), Home and End', () => {
    render(<Tabs items={items} label="Files" idPrefix="x-" />);
    tab('One').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowRight');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(shownPanel()).toHaveTextContent('Second panel');
    press('End');
    expect(tab('Three')).toHaveFocus();
    press('ArrowRight');
    expect(tab('One')).toHaveFocus();
    press('ArrowLeft');
    expect(tab('Three')).toHaveFocus();
    press('Home');
    expect(tab('One')).toHaveFocus();
    expect(shownPanel()).toHaveTextContent('First panel');
    press('a');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled selection and reports the reader’s choice', () => {
    const chosen: string[] = [];
    function Controlled() {
      const [selected, setSelected] = useState('two');
      return (
        <Tabs
          items={items}
          label="Pages"
          idPrefix=""
          selected={selected}
          onSelect={(key) => {
            chosen.push(key);
            setSelected(key);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab('One'));
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(chosen).toEqual(['one', 'three']);
    expect(shownPanel()).toHaveTextContent('Third panel');
    expect(shownPanel()).toHaveAttribute('id', 'panel-three');
  });
});
