import { useId, useState } from 'react';

export type Align = 'start' | 'center' | 'end' | 'nearest';

export interface ScrollRequest {
  /** 1-based, as the ID column counts. */
  row: number;
  align: Align;
  offset: number;
}

interface ScrollControlsProps {
  /** Names the group and its button: "Scroll Table", "Scroll VirtualTable". */
  name: string;
  rows: number;
  aligns: readonly Align[];
  initial: ScrollRequest;
  onScroll: (request: ScrollRequest) => void;
}

/** A row number, an `align` and an `offset`, and the button that passes them to one table's `scrollTo`. */
export default function ScrollControls({ name, rows, aligns, initial, onScroll }: ScrollControlsProps) {
  const [request, setRequest] = useState(initial);
  const id = useId();
  const update = (change: Partial<ScrollRequest>) => setRequest((current) => ({ ...current, ...change }));

  return (
    <fieldset style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, margin: '12px 0' }}>
      <legend>{name}</legend>
      <label htmlFor={`${id}-row`}>Row</label>
      <input
        id={`${id}-row`}
        type="number"
        min={1}
        max={rows}
        value={request.row}
        onChange={(e) => update({ row: Math.min(rows, Math.max(1, Math.round(Number(e.target.value) || 1))) })}
        style={{ width: 80 }}
      />
      <label htmlFor={`${id}-align`}>align</label>
      <select id={`${id}-align`} value={request.align} onChange={(e) => update({ align: e.target.value as Align })}>
        {aligns.map((align) => (
          <option key={align} value={align}>
            {align}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-offset`}>offset</label>
      <input
        id={`${id}-offset`}
        type="number"
        step={10}
        value={request.offset}
        onChange={(e) => update({ offset: Math.round(Number(e.target.value) || 0) })}
        style={{ width: 80 }}
      />
      <button type="button" onClick={() => onScroll(request)}>
        Scroll {name}
      </button>
    </fieldset>
  );
}
