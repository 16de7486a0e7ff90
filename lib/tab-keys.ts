/** Which tab a key moves focus to (WAI-ARIA tabs: arrows wrap, Home and End go to the ends); undefined for other keys. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
