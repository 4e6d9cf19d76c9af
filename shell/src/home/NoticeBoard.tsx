import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  Modal,
  Space,
  Typography,
  DeleteOutlined,
  EditOutlined,
} from '@portal/shared/kit';
import {
  api,
  EMPTY_NOTICE,
  noticeField,
  noticeText,
  toast,
  useLanguage,
  type Notice,
  type NoticeKind,
} from '@portal/shared';
import { useT } from '../i18n';
import { noticeWords } from './noticeWords';
import { portalTheme } from '@portal/shared/ui/theme';

export const TEXTS: Record<
  NoticeKind,
  {
    title: string;
    edit: string;
    none: string;
    noneToEdit: string;
    deleteQ: string;
    saved: [string, string];
    deleted: [string, string];
  }
> = {
  promotion: {
    title: 'Promotions',
    edit: 'Edit Promotions',
    none: 'No promotions',
    noneToEdit: 'No promotions to edit',
    deleteQ: 'Are you sure you want to delete this promotion?',
    saved: ['Promotions updated successfully', 'Failed to update promotions'],
    deleted: ['Promotion deleted successfully', 'Failed to delete promotion'],
  },
  announcement: {
    title: 'Announcements',
    edit: 'Edit Announcements',
    none: 'No announcements',
    noneToEdit: 'No announcements to edit',
    deleteQ: 'Are you sure you want to delete this announcement?',
    saved: ['Announcements updated successfully', 'Failed to update announcements'],
    deleted: ['Announcement deleted successfully', 'Failed to delete announcement'],
  },
};

interface Props {
  kind: NoticeKind;
  items: Notice[];
  canEdit: boolean;
  onChanged: () => void;
}

/** A list of promotions or announcements (requirements 000 §2); admins edit all items in one dialog,
 * add an empty item and delete one after confirming. */
export function NoticeBoard({ kind, items, canEdit, onChanged }: Props) {
  const texts = TEXTS[kind];
  // Every text through the shell's catalog (TEXTS are listed in test/englishCatalog.ts); the
  // toasts read it at the time they show.
  const t = useT();
  const language = useLanguage();
  const { modal } = App.useApp();
  const [draft, setDraft] = useState<Notice[] | null>(null);
  const [saving, setSaving] = useState(false);

  async function add() {
    try {
      const field = noticeField(kind);
      await api.post('/notifications', {
        activities: field === 'activities' ? noticeText(EMPTY_NOTICE) : '',
        notifications: field === 'notifications' ? noticeText(EMPTY_NOTICE) : '',
        lastUpdated: new Date().toISOString(),
      });
      onChanged();
    } catch {
      toast.error(t(texts.saved[1]));
    }
  }

  function remove(item: Notice) {
    modal.confirm({
      title: t(texts.deleteQ),
      okText: t('Delete'),
      cancelText: t('Cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.delete(`/notifications/${item.id}`);
          toast.success(t(texts.deleted[0]));
          onChanged();
        } catch {
          toast.error(t(texts.deleted[1]));
        }
      },
    });
  }

  async function save() {
    if (!draft) return;
    setSaving(true);
    try {
      await Promise.all(
        draft.map((d) =>
          api.put(`/notifications/${d.id}`, {
            [noticeField(kind)]: noticeText(d),
            titleFr: d.titleFr,
            linkLabelFr: d.linkLabelFr,
          }),
        ),
      );
      toast.success(t(texts.saved[0]));
      setDraft(null);
      onChanged();
    } catch {
      toast.error(t(texts.saved[1]));
    } finally {
      setSaving(false);
    }
  }

  const edit = (i: number, patch: Partial<Notice>) =>
    setDraft((d) => d && d.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  return (
    <Card
      title={t(texts.title)}
      data-testid={`notices-${kind}`}
      // On a phone the admin's buttons leave little room: they move under the title instead of
      // cutting it (portal-card-wrap, shared/webpack/index.html).
      className="portal-card-wrap"
      extra={
        canEdit && (
          <Space wrap size={[8, 8]} style={{ padding: '8px 0' }}>
            {/* The spec's label already starts with its plus sign: no icon beside it. */}
            <Button size="small" onClick={add}>
              {t('+ Add')}
            </Button>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setDraft(items.map((i) => ({ ...i })))}
            >
              {t(texts.edit)}
            </Button>
          </Space>
        )
      }
    >
      {items.length === 0 ? (
        <Empty description={t(texts.none)} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        // A plain list in antd List's look: List brings antd's pagination and Select, which
        // /home would otherwise load before its first paint (decision 0065).
        <ul style={LIST}>
          {items.map((item, i) => {
            const title = noticeWords(item.title, item.titleFr, language);
            const linkLabel = noticeWords(item.linkLabel, item.linkLabelFr, language);
            return (
              <li key={item.id} style={i === items.length - 1 ? ITEM : { ...ITEM, ...DIVIDED }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={TITLE}>
                    {title.text ? (
                      <span lang={title.lang}>{title.text}</span>
                    ) : (
                      <Typography.Text type="secondary">{t('(untitled)')}</Typography.Text>
                    )}
                  </div>
                  <div style={DESCRIPTION}>
                    <Space size="middle" wrap>
                      {item.date && <span>{item.date}</span>}
                      {item.link && (
                        <a
                          href={item.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          lang={linkLabel.text ? linkLabel.lang : undefined}
                        >
                          {linkLabel.text || item.link}
                        </a>
                      )}
                    </Space>
                  </div>
                </div>
                {canEdit && (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={
                      title.text ? t('notice.delete', { title: title.text }) : t('Delete item')
                    }
                    onClick={() => remove(item)}
                    style={{ marginInlineStart: 48 }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={draft !== null}
        title={t(texts.edit)}
        onCancel={() => setDraft(null)}
        onOk={save}
        okText={t('Save')}
        cancelText={t('Cancel')}
        confirmLoading={saving}
        width={720}
        destroyOnHidden
      >
        {draft?.length === 0 && <Empty description={t(texts.noneToEdit)} />}
        {draft?.map((d, i) => (
          <Card key={d.id} size="small" style={{ marginBottom: 12 }}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input
                aria-label={t('Title')}
                placeholder={t('Title')}
                value={d.title}
                onChange={(e) => edit(i, { title: e.target.value })}
              />
              {/* The admin's French, shown to French readers; left empty, they see the English. */}
              <Input
                lang="fr-CA"
                aria-label={t('Title in French (optional)')}
                placeholder={t('Title in French (optional)')}
                value={d.titleFr}
                onChange={(e) => edit(i, { titleFr: e.target.value })}
              />
              <Space.Compact block>
                <Input
                  aria-label={t('Link label')}
                  placeholder={t('Link label')}
                  value={d.linkLabel}
                  onChange={(e) => edit(i, { linkLabel: e.target.value })}
                />
                <Input
                  aria-label={t('Link')}
                  placeholder="https://…"
                  value={d.link}
                  onChange={(e) => edit(i, { link: e.target.value })}
                />
              </Space.Compact>
              <Input
                lang="fr-CA"
                aria-label={t('Link label in French (optional)')}
                placeholder={t('Link label in French (optional)')}
                value={d.linkLabelFr}
                onChange={(e) => edit(i, { linkLabelFr: e.target.value })}
              />
              <Input
                aria-label={t('Date')}
                placeholder={t('Date')}
                value={d.date}
                onChange={(e) => edit(i, { date: e.target.value })}
              />
            </Space>
          </Card>
        ))}
      </Modal>
    </Card>
  );
}

// antd List's measures (a 12 px item padding, a split line between items, a secondary description
// in the theme's description grey, which passes WCAG AA contrast where antd's default does not).
const LIST = { listStyle: 'none', margin: 0, padding: 0 };
const ITEM = { display: 'flex', alignItems: 'center', padding: '12px 0' };
const DIVIDED = { borderBlockEnd: '1px solid rgba(5, 5, 5, 0.06)' };
const TITLE = { marginBottom: 4, color: 'rgba(0, 0, 0, 0.88)', lineHeight: 1.5714 };
const DESCRIPTION = { color: portalTheme.token?.colorTextDescription, lineHeight: 1.5714 };
