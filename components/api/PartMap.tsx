'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '@/components/i18n/MessagesContext';
import { apiToolsMessagesFor, type ApiToolsMessages } from '@/lib/messages/api-tools';
import styles from './PartMap.module.css';

interface SampleRow {
  key: number;
  name: string;
  age: number;
  city: string;
}

/** What each line's table is drawn with: the markers of `classNames` (1.x), the edition's texts, columns and rows. */
export interface SampleTable {
  markers: Record<string, string | Record<string, string>>;
  texts: ApiToolsMessages['partMapSample'];
  columns: { title: string; dataIndex: keyof SampleRow; key: string }[];
  data: SampleRow[];
}

export interface PartMapProps {
  /** The keys of `classNames`, from the line's declarations; empty on a line whose map shows class names. */
  keys: string[];
  renderTable: (table: SampleTable) => ReactNode;
}

const MARKER_PREFIX = 'part-map-';
/** The class `classNames` gives the elements of a key: `header.cell` → `part-map-header-cell`. */
const markerOf = (key: string) => `${MARKER_PREFIX}${key.replace(/\./g, '-')}`;

function markersFor(keys: string[]): SampleTable['markers'] {
  const markers: SampleTable['markers'] = {};
  for (const key of keys) {
    const [group, part] = key.split('.');
    if (part === undefined) markers[group] = markerOf(key);
    else {
      const parts = markers[group];
      markers[group] = { ...(typeof parts === 'object' ? parts : {}), [part]: markerOf(key) };
    }
  }
  return markers;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An element as the status names it: its tag and the table's own classes (`th.rc-table-cell`). */
function describe(element: Element, noClass: string): string {
  const own = [...element.classList].filter((name) => !name.startsWith(MARKER_PREFIX));
  return own.length > 0 ? `${element.localName}.${own.join('.')}` : `${element.localName} (${noClass})`;
}

/**
 * A live table and the keys (1.x) or class names (7.x) that reach its parts: pointing at or focusing one draws a box
 * over every element it reaches, and the status says how many and which. A press keeps it shown. The boxes are drawn
 * over the table rather than as outlines of the elements, since engines differ in outlining rows and row groups.
 */
export function PartMap({ keys, renderTable }: PartMapProps) {
  const messages = apiToolsMessagesFor(useLocale());
  const preview = useRef<HTMLDivElement>(null);
  const drawn = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef(false);
  const [classNames, setClassNames] = useState<string[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [found, setFound] = useState<string[]>([]);
  const byKeys = keys.length > 0;
  const items = byKeys ? keys : classNames;
  const shown = active ?? pinned;
  const selectorOf = useCallback((item: string) => `.${CSS.escape(byKeys ? markerOf(item) : item)}`, [byKeys]);

  // A line without keys maps the class names its table sets, in the order they first appear.
  useLayoutEffect(() => {
    if (byKeys || !drawn.current) return;
    const names = [...drawn.current.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    setClassNames([...new Set(names)]);
  }, [byKeys]);

  // The button that loaded the map is gone: the focus goes to the first key, so a keyboard reader goes on from there.
  useEffect(() => {
    if (focused.current || items.length === 0) return;
    focused.current = true;
    list.current?.querySelector('button')?.focus();
  }, [items.length]);

  useLayoutEffect(() => {
    const root = preview.current;
    const table = drawn.current;
    if (!root || !table || shown === null) {
      setBoxes([]);
      setFound([]);
      return;
    }
    const measure = () => {
      // In the frame's content coordinates, so a box stays on its element when the frame scrolls.
      const origin = root.getBoundingClientRect();
      const x = root.scrollLeft - origin.left;
      const y = root.scrollTop - origin.top;
      const elements = [...table.querySelectorAll(selectorOf(shown))];
      setBoxes(
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left + x, top: rect.top + y, width: rect.width, height: rect.height };
        }),
      );
      setFound([...new Set(elements.map((element) => describe(element, messages.partMapNoClass)))]);
    };
    measure();
    // Measured on the next frame, not in the observer's callback: the boxes' new state would otherwise be laid out
    // inside the same resize pass, which WebKit reports as a ResizeObserver loop.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [shown, selectorOf, messages.partMapNoClass]);

  const { partMapSample: texts } = messages;
  const table: SampleTable = {
    markers: markersFor(keys),
    texts,
    columns: [
      { title: texts.name, dataIndex: 'name', key: 'name' },
      { title: texts.age, dataIndex: 'age', key: 'age' },
      { title: texts.city, dataIndex: 'city', key: 'city' },
    ],
    data: [
      { key: 1, name: 'Lin', age: 32, city: 'Hangzhou' },
      { key: 2, name: 'Ada', age: 28, city: 'London' },
      { key: 3, name: 'Sam', age: 41, city: 'Austin' },
    ],
  };
  return (
    <div className={styles.map} data-part-map>
      <ul ref={list} className={styles.keys} aria-label={byKeys ? messages.partMapKeys : messages.partMapClasses}>
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              aria-pressed={pinned === item}
              data-part-key={item}
              onPointerEnter={() => setActive(item)}
              onPointerLeave={() => setActive(null)}
              onFocus={() => setActive(item)}
              onBlur={() => setActive(null)}
              onClick={() => setPinned((current) => (current === item ? null : item))}
            >
              <code>{item}</code>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.preview} ref={preview}>
        <div ref={drawn} data-part-map-table>
          {renderTable(table)}
        </div>
        <div className={styles.layer} aria-hidden="true">
          {boxes.map((box, index) => (
            <div key={index} className={styles.box} data-part-box style={box} />
          ))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {shown === null ? messages.partMapHint : messages.partMapReaches(shown, boxes.length, found.join(', '))}
      </p>
    </div>
  );
}
