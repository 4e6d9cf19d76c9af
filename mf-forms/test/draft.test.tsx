import { act, renderHook } from '@testing-library/react';
import { fillEmpty, readDraft, useDraft } from '../src/components/useDraft';

const fresh = () => ({ serial: '', rep: 'Dana', count: 0 });

beforeEach(() => window.localStorage.clear());

describe('form drafts in browser storage', () => {
  it('keeps what was typed, restores it on the next mount, and forgets it on clear', () => {
    const first = renderHook(() => useDraft('portal:draft:test:a@b.c', fresh));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.set('serial', 'SN-5'));
    expect(JSON.parse(window.localStorage.getItem('portal:draft:test:a@b.c')!)).toEqual({
      serial: 'SN-5',
      rep: 'Dana',
      count: 0,
    });
    first.unmount();

    const again = renderHook(() => useDraft('portal:draft:test:a@b.c', fresh));
    expect(again.result.current.restored).toBe(true);
    expect(again.result.current.values.serial).toBe('SN-5');
    act(() => again.result.current.clear());
    expect(again.result.current.values).toEqual(fresh());
    expect(window.localStorage.getItem('portal:draft:test:a@b.c')).toBeNull();
  });

  it('an untouched form is not a draft', () => {
    renderHook(() => useDraft('portal:draft:test:x', fresh));
    expect(window.localStorage.getItem('portal:draft:test:x')).toBeNull();
  });

  it('ignores a broken or foreign draft and keeps defaults for fields it lacks', () => {
    window.localStorage.setItem('k', '{not json');
    expect(readDraft('k', fresh())).toBeNull();
    window.localStorage.setItem('k', JSON.stringify({ serial: 'S', count: 'x', extra: 1 }));
    expect(readDraft('k', fresh())).toEqual({ serial: 'S', rep: 'Dana', count: 0 });
  });

  it('pre-filled values fill only empty fields', () => {
    expect(fillEmpty({ a: '', b: 'typed' }, { a: 'rep', b: 'other' })).toEqual({
      a: 'rep',
      b: 'typed',
    });
  });
});
