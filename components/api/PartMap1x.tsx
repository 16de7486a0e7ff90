'use client';

import Table from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import { PartMap, type PartMapProps, type SampleTable } from './PartMap';

/** 1.x's table, its parts named through `classNames`: each key's marker class is what the map outlines. */
const renderTable = ({ markers, texts, columns, data }: SampleTable) => (
  <Table classNames={markers} title={() => texts.title} footer={() => texts.footer} columns={columns} data={data} />
);

export default function PartMap1x(props: Omit<PartMapProps, 'renderTable'>) {
  return <PartMap {...props} renderTable={renderTable} />;
}
