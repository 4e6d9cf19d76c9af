import { useRef, useState } from 'react';
import { Form, Input, Modal } from '@portal/shared/kit';
import { toast } from '@portal/shared';
import { createAccount } from '../../api/imports';
import { accountNameProblem, createFailure, IMPORT_TEXTS } from '../../rules/imports';
import { useT } from '../../i18n';
import { SecretShownOnce } from '../SecretShownOnce';

interface Props {
  /** The account was made (the list reloads behind the dialog, which now shows the key). */
  onCreated: () => void;
  onClose: () => void;
}

/**
 * Creates a service account, then shows its key in the same dialog, once: the API keeps only a
 * hash, so closing the dialog is the last chance to copy it.
 */
export function NewAccountDialog({ onCreated, onClose }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  // One account per click: a second click before the answer would make a second account.
  const running = useRef(false);

  async function submit() {
    if (running.current) return;
    const bad = accountNameProblem(name);
    setProblem(bad);
    if (bad) return;
    running.current = true;
    setBusy(true);
    try {
      setCreated(await createAccount(name.trim()));
      onCreated();
    } catch (e) {
      setProblem(createFailure(e));
      toast.error(t(IMPORT_TEXTS.createFailed));
    } finally {
      setBusy(false);
      running.current = false;
    }
  }

  if (created)
    return (
      <SecretShownOnce
        title={t('accounts.created', { name: created.name })}
        warning={t(IMPORT_TEXTS.keyOnce)}
        secret={created.key}
        copyLabel={t('Copy key')}
        testId="new-service-key"
        onClose={onClose}
      />
    );

  return (
    <Modal
      open
      title={t(IMPORT_TEXTS.newAccount)}
      okText={t('Create')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t(IMPORT_TEXTS.nameLabel)}
          htmlFor="service-account-name"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? t('The system that sends the files, e.g. erp-nightly')}
        >
          <Input
            id="service-account-name"
            autoFocus
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
