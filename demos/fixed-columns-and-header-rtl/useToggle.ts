import { useState } from 'react';
import type { ChangeEvent } from 'react';

/** A boolean state plus the props that bind it to a checkbox. */
export default function useToggle(initial: boolean) {
  const [checked, setChecked] = useState(initial);
  const inputProps = {
    type: 'checkbox',
    checked,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setChecked(event.target.checked),
  } as const;
  return [checked, inputProps] as const;
}
