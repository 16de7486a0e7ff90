import type { ComponentType } from 'react';
import { DemoIcon, PageIcon, TextIcon, TitleIcon, type IconProps } from '@/components/icons';
import type { HintType } from '@/lib/search/types';
import styles from './HintIcon.module.css';

const ICONS: Record<HintType, ComponentType<IconProps>> = {
  content: TextIcon,
  title: TitleIcon,
  demo: DemoIcon,
  page: PageIcon,
};

/** The small icon that tells a hint's type apart (section text, section title, demo, page). */
export function HintIcon({ type }: { type: HintType }) {
  const Icon = ICONS[type];
  return <Icon className={styles.icon} />;
}
