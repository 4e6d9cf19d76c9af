import { useRef, useState, type ReactNode } from 'react';
import { Alert, Modal, Typography } from '@portal/shared/kit';
import { errorMessage, toast } from '@portal/shared';
import { serverText } from '../rules/serverText';

interface Props {
  title: string;
  /** Who or what the action is about, shown under the question in bold. */
  subject: ReactNode;
  /** The question, to the letter of the spec where it has one. */
  question: string;
  okText: string;
  danger?: boolean;
  /** Why the action may not run for this subject (shown, and the button is disabled). */
  blocked?: string | null;
  run: () => Promise<void>;
  success: string;
  failure: string;
  onDone: () => void;
  onCancel: () => void;
}

/** A confirmation for one user (delete, password reset) or service account (revoke): a toast on
 * either outcome;
 * on failure the dialog stays open with the server's reason. */
export function UserActionDialog(props: Props) {
  const { title, subject, question, okText, danger, blocked, run, success, failure } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One call per confirmation: a second click before the first answers would, for a reset, mail
  // a second temporary password and void the first one.
  const running = useRef(false);

  async function confirm() {
    if (running.current || blocked) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await run();
      toast.success(success);
      props.onDone();
    } catch (e) {
      toast.error(failure);
      // The API refuses in English ('User 7 not found'): said in the page's language.
      setError(serverText(errorMessage(e, failure)));
      setBusy(false);
      running.current = false;
    }
  }

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger, disabled: !!blocked }}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {(blocked || error) && <Alert type="error" showIcon role="alert" title={blocked ?? error} />}
    </Modal>
  );
}
