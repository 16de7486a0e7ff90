import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  CheckIcon,
  CodeIcon,
  CodeSandboxIcon,
  ContrastIcon,
  CopyIcon,
  CopyPageIcon,
  DemoIcon,
  ExternalLinkIcon,
  GitHubIcon,
  LogoIcon,
  MenuIcon,
  PageIcon,
  SearchIcon,
  SketchGroupIcon,
  SketchSymbolIcon,
  StackBlitzIcon,
  TextIcon,
  TitleIcon,
  WarningIcon,
  type IconProps,
} from '@/components/icons';

function renderSvg(icon: ReactElement) {
  const { container } = render(icon);
  expect(container.children).toHaveLength(1);
  const svg = container.firstElementChild;
  expect(svg?.tagName).toBe('svg');
  return svg as SVGSVGElement;
}

/** Each icon with the viewBox and size it is drawn at. */
const ICONS: Array<[string, (props: IconProps) => ReactElement, string, string]> = [
  ['LogoIcon', LogoIcon, '0 0 32 32', '28'],
  ['GitHubIcon', GitHubIcon, '0 0 16 16', '20'],
  ['SearchIcon', SearchIcon, '0 0 16 16', '16'],
  ['ContrastIcon', ContrastIcon, '0 0 24 24', '18'],
  ['MenuIcon', MenuIcon, '0 0 16 16', '16'],
  ['CopyIcon', CopyIcon, '0 0 16 16', '16'],
  ['CopyPageIcon', CopyPageIcon, '0 0 16 16', '16'],
  ['CheckIcon', CheckIcon, '0 0 16 16', '16'],
  ['WarningIcon', WarningIcon, '0 0 16 16', '16'],
  ['ExternalLinkIcon', ExternalLinkIcon, '0 0 16 16', '16'],
  ['CodeIcon', CodeIcon, '0 0 16 16', '16'],
  ['CodeSandboxIcon', CodeSandboxIcon, '0 0 16 16', '16'],
  ['StackBlitzIcon', StackBlitzIcon, '0 0 16 16', '16'],
  ['SketchGroupIcon', SketchGroupIcon, '0 0 16 16', '16'],
  ['SketchSymbolIcon', SketchSymbolIcon, '0 0 16 16', '16'],
  ['TextIcon', TextIcon, '0 0 16 16', '16'],
  ['TitleIcon', TitleIcon, '0 0 16 16', '16'],
  ['DemoIcon', DemoIcon, '0 0 16 16', '16'],
  ['PageIcon', PageIcon, '0 0 16 16', '16'],
];

describe('icons', () => {
  it.each(ICONS)('%s is a decorative svg with its viewBox and size, and no class of its own', (_name, Icon, viewBox, size) => {
    const svg = renderSvg(<Icon />);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', viewBox);
    expect(svg).toHaveAttribute('width', size);
    expect(svg).toHaveAttribute('height', size);
    expect(svg).not.toHaveAttribute('class');
    expect(svg).not.toHaveAttribute('role');
    expect(svg.querySelector('title')).toBeNull();
    expect(svg.querySelector('path')).not.toBeNull();
  });

  it.each(ICONS)('%s takes the class its caller gives it', (_name, Icon) => {
    expect(renderSvg(<Icon className="caller-class" />)).toHaveAttribute('class', 'caller-class');
  });

  it('draws each icon differently', () => {
    const drawings = ICONS.map(([, Icon]) => renderSvg(<Icon />).innerHTML);
    expect(new Set(drawings).size).toBe(ICONS.length);
  });

  it('shows the search icon at the size its caller asks for', () => {
    const svg = renderSvg(<SearchIcon size={18} />);
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
  });

  it('draws the check with the line weight and joins of the icon it replaces, and sets neither unasked', () => {
    const plain = renderSvg(<CheckIcon />).querySelector('path');
    expect(plain).not.toHaveAttribute('stroke-width');
    expect(plain).not.toHaveAttribute('stroke-linejoin');

    const path = renderSvg(<CheckIcon strokeWidth="1.4" strokeLinejoin="round" />).querySelector('path');
    expect(path).toHaveAttribute('stroke-width', '1.4');
    expect(path).toHaveAttribute('stroke-linejoin', 'round');
    expect(path).toHaveAttribute('stroke', 'currentColor');
    expect(path).toHaveAttribute('fill', 'none');
  });
});
