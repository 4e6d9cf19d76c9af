import { useState } from 'react';
import { Button, Modal } from '@portal/shared/kit';
import { useT } from '../i18n';

/** 'Empty the cart', asked to confirm first: the cart is the whole dealership's. */
export function EmptyCart({ busy, onEmpty }: { busy: boolean; onEmpty: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      {/* Not antd's red 'danger' text: it fails the contrast the portal keeps (axe). */}
      <Button disabled={busy} onClick={() => setAsking(true)}>
        {t('Empty the cart')}
      </Button>
      <Modal
        open={asking}
        title={t('Empty the cart?')}
        okText={t('Empty the cart')}
        cancelText={t('Cancel')}
        onOk={() => {
          setAsking(false);
          onEmpty();
        }}
        onCancel={() => setAsking(false)}
      >
        {t('Every line is removed, for everyone at the dealership.')}
      </Modal>
    </>
  );
}
