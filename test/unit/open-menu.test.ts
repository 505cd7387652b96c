import { describe, expect, it, vi } from 'vitest';
import { claimOpenMenu, closeOpenMenu } from '../../react-core/runtime/open-menu';

describe('one open menu at a time (SPEC §4 Mobile menu: opening one menu closes any other open one)', () => {
  it('closes the menu that was open when another opens', () => {
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    claimOpenMenu(closeFirst);
    const releaseSecond = claimOpenMenu(closeSecond);
    expect(closeFirst).toHaveBeenCalledTimes(1);
    expect(closeSecond).not.toHaveBeenCalled();
    releaseSecond();
    closeOpenMenu();
    expect(closeSecond).not.toHaveBeenCalled();
  });

  it('forgets a menu that closed itself, so a later opening closes nothing', () => {
    const close = vi.fn();
    const release = claimOpenMenu(close);
    release();
    claimOpenMenu(vi.fn());
    expect(close).not.toHaveBeenCalled();
    closeOpenMenu();
  });

  it('closeOpenMenu closes the open menu once', () => {
    const close = vi.fn();
    claimOpenMenu(close);
    closeOpenMenu();
    closeOpenMenu();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
