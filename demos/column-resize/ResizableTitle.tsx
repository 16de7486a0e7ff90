import type { ThHTMLAttributes } from 'react';
import { Resizable } from 'react-resizable';

export interface ResizableTitleProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResizeWidth?: (width: number) => void;
}

/** A header cell with a drag handle on its right edge. Cells without a width stay plain. */
export default function ResizableTitle({ width, onResizeWidth, ...cellProps }: ResizableTitleProps) {
  if (width === undefined || !onResizeWidth) {
    return <th {...cellProps} />;
  }

  return (
    <Resizable width={width} height={0} axis="x" resizeHandles={['e']} minConstraints={[60, 0]} onResize={(_, { size }) => onResizeWidth(size.width)}>
      <th {...cellProps} />
    </Resizable>
  );
}
