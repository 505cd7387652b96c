/**
 * Animations named by the page configuration (`animations`, or the builder's `et_animation_data`:
 * SPEC §3 "Animation data" with `class`). The elements with an entry's class (or matching its
 * selector) animate exactly like `<pb-animate>` with those settings, without a wrapper, on the
 * same controller (entrance-animation.ts). pb-page.js loads this only when the configuration
 * lists animations. The settings are read again on a screen mode change (`_tablet`/`_phone`).
 */
import { readSettingsObject } from '../element/attributes';
import type { AnimationSetting } from '../runtime/page-config';
import { prefersReducedMotion, subscribeReducedMotion } from '../runtime/reduced-motion';
import { getScreenMode, subscribeScreenMode, type ScreenMode } from '../runtime/screen-mode';
import { warnOnce } from '../runtime/warn';
import { animateAttributes } from './animate-attributes';
import { animationSettings, createEntranceAnimation, type EntranceAnimation } from './entrance-animation';

const SOURCE = 'animations';

interface ConfiguredAnimation {
  setting: AnimationSetting;
  entrances: EntranceAnimation[];
}

function settingsFor(setting: AnimationSetting, mode: ScreenMode) {
  const source = `${SOURCE}: ${setting.selector}`;
  return animationSettings(readSettingsObject(setting.settings, source, animateAttributes, mode), source);
}

function elementsFor(setting: AnimationSetting): HTMLElement[] {
  try {
    const elements = [...document.querySelectorAll<HTMLElement>(setting.selector)];
    if (elements.length === 0) warnOnce(SOURCE, `nothing on the page matches "${setting.selector}".`);
    return elements;
  } catch {
    warnOnce(SOURCE, `"${setting.selector}" is not a valid selector; that animation is skipped.`);
    return [];
  }
}

/** Starts the animations `settings` lists; returns the stop (every element back to its own state). */
export function startPageAnimations(settings: readonly AnimationSetting[]): () => void {
  const configured: ConfiguredAnimation[] = settings.map((setting) => ({
    setting,
    entrances: elementsFor(setting).map(createEntranceAnimation),
  }));
  const updateAll = (): void => {
    const mode = getScreenMode();
    const reducedMotion = prefersReducedMotion();
    for (const { setting, entrances } of configured) {
      const current = settingsFor(setting, mode);
      for (const entrance of entrances) entrance.update(current, reducedMotion);
    }
  };
  updateAll();
  const stopScreenMode = subscribeScreenMode(updateAll);
  const stopReducedMotion = subscribeReducedMotion(updateAll);
  return () => {
    stopScreenMode();
    stopReducedMotion();
    for (const { entrances } of configured) for (const entrance of entrances) entrance.destroy();
  };
}
