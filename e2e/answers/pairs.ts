import { pair as accessibility } from './accessibility';
import { pair as columnWidthIgnored } from './column-width-ignored';
import { pair as controlledExpandedRows } from './controlled-expanded-rows';
import { pair as expandIconPosition } from './expand-icon-position';
import { pair as fixedColumnsNotPinned } from './fixed-columns-not-pinned';
import { pair as headerBodyMisaligned } from './header-body-misaligned';
import { pair as renderVsOncell } from './render-vs-oncell';
import { pair as rowKey } from './row-key';
import { pair as slowRerenders } from './slow-rerenders';
import { pair as stickyHeaderInContainer } from './sticky-header-in-container';
import { pair as stylingTheTable } from './styling-the-table';
import { pair as summaryFixedTop } from './summary-fixed-top';
import { pair as treeDataChildren } from './tree-data-children';
import { pair as virtualTableRequirements } from './virtual-table-requirements';
import type { AnswerPair } from './types';

/** Each troubleshooting answer's live pair, by the answer page's slug (`content/troubleshooting/<slug>.mdx`). */
export const ANSWER_PAIRS: Record<string, AnswerPair> = {
  accessibility: accessibility,
  'column-width-ignored': columnWidthIgnored,
  'controlled-expanded-rows': controlledExpandedRows,
  'expand-icon-position': expandIconPosition,
  'fixed-columns-not-pinned': fixedColumnsNotPinned,
  'header-body-misaligned': headerBodyMisaligned,
  'render-vs-oncell': renderVsOncell,
  'row-key': rowKey,
  'slow-rerenders': slowRerenders,
  'sticky-header-in-container': stickyHeaderInContainer,
  'styling-the-table': stylingTheTable,
  'summary-fixed-top': summaryFixedTop,
  'tree-data-children': treeDataChildren,
  'virtual-table-requirements': virtualTableRequirements,
};
