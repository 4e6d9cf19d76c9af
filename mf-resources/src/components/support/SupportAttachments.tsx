import { useRef, useState } from 'react';
import { Button, DeleteOutlined, Form, PaperClipOutlined, Typography } from '@portal/shared/kit';
import { ACCEPT, attachmentProblem, sizeText } from '../../rules/support';
import { useT } from '../../i18n';

/** The files a support request carries, and the files it refused and why. */
export function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  function add(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const refused: string[] = [];
    const kept = [...files];
    for (const file of picked) {
      const problem = attachmentProblem(file, kept.length);
      if (problem) refused.push(problem);
      else if (!kept.some((f) => f.name === file.name && f.size === file.size)) kept.push(file);
    }
    setFiles(kept);
    setProblems(refused);
  }
  return {
    files,
    problems,
    add,
    remove: (file: File) => setFiles((all) => all.filter((f) => f !== file)),
    clear: () => {
      setFiles([]);
      setProblems([]);
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/** Requirements 001 §2: up to five PDF, JPG, JPEG or PNG files; each listed with its size, removable. */
export function SupportAttachments({ attachments }: { attachments: Attachments }) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const { files, problems } = attachments;
  return (
    <>
      <Form.Item
        label={t('Attachments')}
        htmlFor="support-attachments"
        extra={t('Optional. PDF, JPG, JPEG or PNG; up to 5 files of 10 MB each.')}
        style={{ marginBottom: 16 }}
      >
        <input
          ref={picker}
          id="support-attachments"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(e) => {
            attachments.add(e.target.files);
            // The same file picked again after its removal is a change.
            e.target.value = '';
          }}
          style={{ display: 'none' }}
        />
        <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()}>
          {t('Add files')}
        </Button>
      </Form.Item>
      {problems.map((p) => (
        <Typography.Paragraph key={p} type="danger" role="alert" style={{ marginTop: -8 }}>
          {p}
        </Typography.Paragraph>
      ))}
      {files.length > 0 && (
        <ul aria-label={t('Attached files')} style={{ listStyle: 'none', padding: 0 }}>
          {files.map((f) => (
            <li
              key={`${f.name}-${f.size}`}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}
            >
              <PaperClipOutlined aria-hidden />
              <span>{f.name}</span>
              <Typography.Text type="secondary">({sizeText(f.size)})</Typography.Text>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('support.remove', { name: f.name })}
                onClick={() => attachments.remove(f)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
