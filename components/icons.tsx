/**
 * The site's icons. Every one is decorative: the control or link around it carries the accessible
 * name, so the drawing is hidden from assistive technology.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps {
  className?: string;
}

function Icon({ className, viewBox = '0 0 16 16', size = 16, children }: IconProps & { viewBox?: string; size?: number; children: ReactNode }) {
  return (
    <svg className={className} aria-hidden="true" viewBox={viewBox} width={size} height={size}>
      {children}
    </svg>
  );
}

/** The site mark: a small table grid. */
export function LogoIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className={className}>
      <rect x="2" y="4" width="28" height="24" rx="4" fill="var(--accent)" />
      <path d="M2 11h28M2 18h28M12 11v17" stroke="var(--bg)" strokeWidth="2" />
    </svg>
  );
}

export function GitHubIcon({ className }: IconProps) {
  return (
    <Icon className={className} size={20}>
      <path
        fill="currentColor"
        d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z"
      />
    </Icon>
  );
}

/** A magnifying glass; the header's search button shows it larger than the search fields do. */
export function SearchIcon({ className, size }: IconProps & { size?: number }) {
  return (
    <Icon className={className} size={size}>
      <path fill="currentColor" d="M11.5 7a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Zm-.82 4.74a6 6 0 1 1 1.06-1.06l3.04 3.04-1.06 1.06-3.04-3.04Z" />
    </Icon>
  );
}

/** A half-filled circle: light and dark. */
export function ContrastIcon({ className }: IconProps) {
  return (
    <Icon className={className} viewBox="0 0 24 24" size={18}>
      <path d="M12 3a9 9 0 1 0 0 18V3z" fill="currentColor" />
      <circle cx="12" cy="12" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </Icon>
  );
}

/** A small downward chevron: the colour-mode select's own arrow, the same in every browser. */
export function ChevronDownIcon({ className }: IconProps) {
  return (
    <Icon className={className} size={12}>
      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.5" />
    </Icon>
  );
}

/** Two sheets with rounded corners, on code blocks. */
export function CopyIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M11 3V2.5A1.5 1.5 0 0 0 9.5 1h-7A1.5 1.5 0 0 0 1 2.5v7A1.5 1.5 0 0 0 2.5 11H3" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </Icon>
  );
}

/** Two sheets with square corners, on the copy-page button, drawn like the warning and check it swaps with. */
export function CopyPageIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5.5 5h8.5v9H5.5z M11 3V1H2v10h2" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </Icon>
  );
}

/** The check takes the place of another icon, so it takes that icon's line weight and joins. */
export function CheckIcon({ className, strokeWidth, strokeLinejoin }: IconProps & Pick<SVGProps<SVGPathElement>, 'strokeWidth' | 'strokeLinejoin'>) {
  return (
    <Icon className={className}>
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin={strokeLinejoin} />
    </Icon>
  );
}

export function WarningIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M8 1.5L15 14H1z M8 6v4 M8 11.5v1" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </Icon>
  );
}

export function ExternalLinkIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9 2h5v5M14 2L7 9M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </Icon>
  );
}

/** Angle brackets. */
export function CodeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5.5 4L1.5 8l4 4M10.5 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </Icon>
  );
}

/** A cube. */
export function CodeSandboxIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M8 1.5l5.5 3.2v6.6L8 14.5l-5.5-3.2V4.7z M2.5 4.7L8 8l5.5-3.3M8 8v6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A lightning bolt. */
export function StackBlitzIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9.5 1.5L3.5 9h4l-1 5.5 6-7.5h-4z" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    </Icon>
  );
}

/** A gem cut across: a Sketch group. */
export function SketchGroupIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4.5 2h7L15 6l-7 8.5L1 6z M1 6h14" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    </Icon>
  );
}

/** A gem with its facets: a Sketch symbol. */
export function SketchSymbolIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4.5 2h7L15 6l-7 8.5L1 6z M5.5 6L8 14.5 10.5 6" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    </Icon>
  );
}

/** Lines of text. */
export function TextIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" fillRule="evenodd" d="M3 3h10v1.5H3zM3 6.5h10V8H3zM3 10h7v1.5H3z" />
    </Icon>
  );
}

/** A letter T. */
export function TitleIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" fillRule="evenodd" d="M3 3h10v2H9v8H7V5H3z" />
    </Icon>
  );
}

/** A framed preview. */
export function DemoIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" fillRule="evenodd" d="M2 3h12v10H2zm1.5 1.5v7h9v-7zM5 6h6v1H5zm0 2h4v1H5z" />
    </Icon>
  );
}

/** A sheet with a folded corner. */
export function PageIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" fillRule="evenodd" d="M4 1.5h5.5L13 5v9.5H4zm5 1V6h3z" />
    </Icon>
  );
}
