import { describe, expect, it } from 'vitest';
import {
  CORE_MODAL_CLOSE_DELAY_MS,
  MODAL_CLOSING_CLASS,
  isModalShown,
  modalReducer,
  parseModalButtons,
  parseModalClasses,
  type ModalPhase,
} from '../../react-core/modal/modal-state';

describe('core modal close delay (SPEC §9 "Core modal close delay 600 ms")', () => {
  it('is 600 ms, with a closing class on the host', () => {
    expect(CORE_MODAL_CLOSE_DELAY_MS).toBe(600);
    expect(MODAL_CLOSING_CLASS).toBe('pb-modal-closing');
  });
});

describe('modalReducer: hiding adds a closing class, waits 600 ms, then removes it (SPEC §4 Builder helpers)', () => {
  it('open → closing → closed; the dialog is shown until the delay has passed', () => {
    let phase: ModalPhase = 'closed';
    expect(isModalShown(phase)).toBe(false);
    phase = modalReducer(phase, { type: 'open' });
    expect(phase).toBe('open');
    phase = modalReducer(phase, { type: 'close' });
    expect(phase).toBe('closing');
    expect(isModalShown(phase)).toBe(true);
    phase = modalReducer(phase, { type: 'closed' });
    expect(phase).toBe('closed');
    expect(isModalShown(phase)).toBe(false);
  });

  it('opening again during the delay cancels the hiding', () => {
    expect(modalReducer('closing', { type: 'open' })).toBe('open');
  });

  it('the end of a delay that was cancelled changes nothing; closing twice is one closing', () => {
    expect(modalReducer('open', { type: 'closed' })).toBe('open');
    expect(modalReducer('closing', { type: 'close' })).toBe('closing');
    expect(modalReducer('closed', { type: 'close' })).toBe('closed');
  });

  it('replacing any existing overlay: a replaced modal is hidden at once, without the delay', () => {
    expect(modalReducer('open', { type: 'replaced' })).toBe('closed');
    expect(modalReducer('closing', { type: 'replaced' })).toBe('closed');
  });
});

describe('parseModalButtons: the backend-supplied buttons (SPEC §4 Builder helpers)', () => {
  it('reads label, action and primary (true or the builder\'s on)', () => {
    expect(
      parseModalButtons([
        { label: 'Cancel', action: 'cancel' },
        { label: 'Delete', action: 'delete', primary: true },
        { label: 'Save', action: 'save', primary: 'on' },
        { label: 'Later', action: 'later', primary: false },
      ]),
    ).toEqual([
      { label: 'Cancel', action: 'cancel' },
      { label: 'Delete', action: 'delete', primary: true },
      { label: 'Save', action: 'save', primary: true },
      { label: 'Later', action: 'later' },
    ]);
  });

  it('keeps markup in a label as the text it is', () => {
    expect(parseModalButtons([{ label: '<b>OK</b>', action: 'ok' }])).toEqual([{ label: '<b>OK</b>', action: 'ok' }]);
  });

  it('throws, saying what is wrong, on anything but an array of { label, action }', () => {
    expect(() => parseModalButtons({ label: 'OK', action: 'ok' })).toThrow('expected an array of { label, action, primary? }');
    expect(() => parseModalButtons([{ label: 'OK' }])).toThrow('button 0: expected { label, action } with a non-empty label');
    expect(() => parseModalButtons([{ label: 'OK', action: 'ok' }, { label: ' ', action: 'x' }])).toThrow('button 1');
    expect(() => parseModalButtons(['OK'])).toThrow('button 0');
  });
});

describe('parseModalClasses: the backend-supplied classes', () => {
  it('splits on white space and drops repeats and empty names', () => {
    expect(parseModalClasses('  et-core-modal   warning\tet-core-modal\n')).toEqual(['et-core-modal', 'warning']);
    expect(parseModalClasses('')).toEqual([]);
  });
});
