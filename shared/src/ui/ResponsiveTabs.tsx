import { Select, Tabs } from '@portal/shared/kit';
import { MEDIA, useMediaQuery } from './useMediaQuery';

export interface TabChoice {
  key: string;
  label: string;
}

/**
 * Tabs on a desktop; on a phone, where many tabs would not fit, a labelled drop-down with the
 * same choices. (antd's tab bar hides overflowing tabs behind a 'more' button placed inside the
 * tablist, which screen readers cannot make sense of.)
 */
export function ResponsiveTabs(props: {
  label: string;
  items: readonly TabChoice[];
  activeKey: string;
  onChange: (key: string) => void;
}) {
  const { label, items, activeKey, onChange } = props;
  if (!useMediaQuery(MEDIA.md)) {
    return (
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}>
        <span>{label}</span>
        <Select
          aria-label={label}
          value={activeKey}
          onChange={onChange}
          options={items.map((t) => ({ value: t.key, label: t.label }))}
          style={{ width: '100%' }}
        />
      </label>
    );
  }
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      items={items.map((t) => ({ key: t.key, label: t.label }))}
      aria-label={label}
    />
  );
}
