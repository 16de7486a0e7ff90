'use client';

import Table from 'rc-table';
import 'rc-table/assets/index.css';
import { PartMap, type PartMapProps, type SampleTable } from './PartMap';

/** 7.x's table as it renders by default: the map reads its class names from it. */
const renderTable = ({ texts, columns, data }: SampleTable) => <Table title={() => texts.title} footer={() => texts.footer} columns={columns} data={data} />;

export default function PartMap7x(props: Omit<PartMapProps, 'renderTable'>) {
  return <PartMap {...props} renderTable={renderTable} />;
}
