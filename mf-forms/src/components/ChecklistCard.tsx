import { Button, Card, Checkbox, Tag } from '@portal/shared/kit';
import {
  CHECKLIST_ITEMS,
  CHECKLIST_TITLES,
  REQUIRED_CHECKLISTS,
  type ChecklistGroup,
} from '../rules/checklists';
import { useT } from '../i18n';

/** One PDI checklist group: its items as tick boxes, a done count and 'Tick all'. */
export function ChecklistCard(props: {
  group: ChecklistGroup;
  ticks: boolean[];
  onChange: (ticks: boolean[]) => void;
  incomplete?: boolean;
}) {
  const { group, ticks, onChange } = props;
  const t = useT();
  const title = t(CHECKLIST_TITLES[group]);
  const items = CHECKLIST_ITEMS[group];
  const done = ticks.filter(Boolean).length;
  const required = REQUIRED_CHECKLISTS.includes(group);
  const all = done === items.length;
  return (
    <Card
      size="small"
      data-testid={`checklist-${group}`}
      style={{ marginBottom: 16, borderColor: props.incomplete ? '#ff4d4f' : undefined }}
      // antd cuts a long card title with an ellipsis; on a phone the truck groups' titles would
      // lose their '(if equipped)'. Let them wrap.
      styles={{ title: { whiteSpace: 'normal', overflow: 'visible' } }}
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <h4 style={{ margin: 0, fontSize: 15 }}>{title}</h4>
          <Tag color={all ? 'green' : required ? 'red' : 'default'}>
            {done}/{items.length}
          </Tag>
          {!required && <Tag>{t('optional')}</Tag>}
        </span>
      }
      extra={
        <Button
          size="small"
          onClick={() => onChange(items.map(() => !all))}
          aria-label={t(all ? 'checklist.clearAll' : 'checklist.tickAll', { group: title })}
        >
          {all ? t('Clear all') : t('Tick all')}
        </Button>
      }
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="sr-only" style={{ position: 'absolute', left: -10000 }}>
          {title}
        </legend>
        {items.map((item, i) => (
          <div key={item} style={{ padding: '2px 0' }}>
            <Checkbox
              checked={!!ticks[i]}
              onChange={(e) =>
                onChange(items.map((_, j) => (j === i ? e.target.checked : !!ticks[j])))
              }
            >
              {t(item)}
            </Checkbox>
          </div>
        ))}
      </fieldset>
    </Card>
  );
}
