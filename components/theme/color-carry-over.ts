import { COLOR_MODE_ATTRIBUTE, DEFAULT_COLOR_PREFERENCE, LEGACY_COLOR_STORAGE_KEY, SYSTEM_THEME, THEME_NAMES } from './color-preference';

/**
 * The inline script that runs in `<head>`, before next-themes' own script at the top of `<body>`: it puts the stored
 * preference in the form next-themes reads. The old dumi site's value is carried over once (only while this site
 * has none of its own; the old key is removed), the spec's `auto` becomes `system`, and an unknown value is dropped
 * (so the page falls back to light, where next-themes would show it as a theme). Where storage cannot be read,
 * next-themes' script sets nothing, so this shows the default. Plain ES5, since it runs before any bundle.
 */
export function colorCarryOverScript(storageKey: string): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    `var d=document.documentElement,k=${json(storageKey)},o=${json(LEGACY_COLOR_STORAGE_KEY)};`,
    'try{var s=localStorage,v=s.getItem(k),l=s.getItem(o);',
    'if(v===null)v=l;if(l!==null)s.removeItem(o);',
    `var t=v==="auto"?${json(SYSTEM_THEME)}:v;`,
    `if(${json(THEME_NAMES)}.indexOf(t)<0){if(v!==null)s.removeItem(k)}else if(s.getItem(k)!==t)s.setItem(k,t)`,
    `}catch(e){d.setAttribute(${json(COLOR_MODE_ATTRIBUTE)},${json(DEFAULT_COLOR_PREFERENCE)});d.style.colorScheme=${json(DEFAULT_COLOR_PREFERENCE)}}`,
    '})()',
  ].join('');
}
