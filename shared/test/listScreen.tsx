import type { Key, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ListTable } from '../src/ui/list/ListTable';
import { useList, type ListColumn, type ServerSource } from '../src/ui/list/useList';

// The list kit as a screen uses it, for the list tests: the hook over a server source (its pages
// kept in the portal's query client) and the table, with an orders screen's texts.

/** A list screen of `columns` over `source`; a failed read shows the error's message. */
export function ListUnderTest<T extends object>({
  columns,
  source,
  rowKey,
}: {
  columns: ListColumn<T>[];
  source: ServerSource<T> | undefined;
  rowKey: (row: T) => Key;
}) {
  const list = useList({ columns, source });
  return (
    <ListTable
      list={list}
      rowKey={rowKey}
      texts={{ loading: 'Loading orders...', empty: 'No orders found' }}
      searchPlaceholder="Search orders..."
      error={list.serverError ? (list.serverError as Error).message : null}
    />
  );
}

/** Renders `screen` at `url` of a router (the list keeps its view in the URL). */
export const renderAt = (screen: ReactElement, url = '/') =>
  render(<MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>);
