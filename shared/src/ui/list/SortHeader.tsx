import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@portal/shared/kit';

/**
 * A sortable column's header: a real button (Enter and Space sort), with the direction arrow.
 * antd's table copies every column title into a hidden measuring row (`aria-hidden`) when it
 * scrolls sideways; that copy must not be reachable by Tab, or keyboard users land on an
 * invisible button and screen readers meet focusable content they were told to ignore.
 */
export function SortHeader(props: {
  title: ReactNode;
  order: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(!!ref.current?.closest('[aria-hidden="true"]'));
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="portal-sort"
      tabIndex={hidden ? -1 : undefined}
      onClick={props.onSort}
    >
      {props.title}
      {props.order === 'asc' && <ArrowUpOutlined aria-hidden />}
      {props.order === 'desc' && <ArrowDownOutlined aria-hidden />}
    </button>
  );
}
