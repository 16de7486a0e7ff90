'use client';

import { useEffect } from 'react';
import { COLOR_MODE_ATTRIBUTE, type ColorMode } from './color-preference';
import { useColorPreference } from './color-store';

/**
 * Shows a mode on `<html>`: the attribute the stylesheets key on, and `color-scheme` for form controls and
 * scroll bars. Transitions are off for that one style change, so the page switches at once rather than
 * fading colour by colour.
 */
function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  if (root.getAttribute(COLOR_MODE_ATTRIBUTE) === mode && root.style.colorScheme === mode) return;
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(pause);
  root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  root.style.colorScheme = mode;
  // Forces the new styles to apply while transitions are still off.
  window.getComputedStyle(document.body).getPropertyValue('color');
  setTimeout(() => pause.remove(), 1);
}

/**
 * Keeps `<html>` in the mode the preference resolves to, as it changes: a pick in the switch, another tab,
 * or the system setting while the preference is `auto`. The inline guard set the first mode before paint.
 */
export function ColorModeSync() {
  const { mode } = useColorPreference();
  useEffect(() => {
    if (mode) applyColorMode(mode);
  }, [mode]);
  return null;
}
