import { moveSelection, shortcutLabel } from '@/lib/search/selection';

describe('moveSelection', () => {
  it('starts at the first result going down and at the last going up', () => {
    expect(moveSelection(-1, 5, 1)).toBe(0);
    expect(moveSelection(-1, 5, -1)).toBe(4);
  });

  it('wraps around at both ends', () => {
    expect(moveSelection(4, 5, 1)).toBe(0);
    expect(moveSelection(0, 5, -1)).toBe(4);
    expect(moveSelection(2, 5, 1)).toBe(3);
  });

  it('selects nothing without results', () => {
    expect(moveSelection(0, 0, 1)).toBe(-1);
  });
});

describe('shortcutLabel', () => {
  it('shows ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘ K');
    expect(shortcutLabel('iPhone')).toBe('⌘ K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl K');
    expect(shortcutLabel('Win32')).toBe('Ctrl K');
  });
});
