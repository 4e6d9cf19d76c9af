import { useNavigate } from 'react-router';
import { Button, Space } from '@portal/shared/kit';
import { formLink } from '@portal/shared/formLinks';
import { useT } from '../i18n';

/** 'Submit PDI' and 'Submit Warranty Card' for one machine: the forms open pre-filled with its
 * model, serial and dealer. */
export function MachineForms(props: {
  model: string | null;
  serial: string;
  dealer: string | null;
}) {
  const navigate = useNavigate();
  const t = useT();
  const fill = { model: props.model, serial: props.serial, dealer: props.dealer };
  return (
    <Space wrap>
      <Button type="primary" onClick={() => navigate(formLink('pdi', fill))}>
        {t('Submit PDI')}
      </Button>
      <Button onClick={() => navigate(formLink('warranty', fill))}>
        {t('Submit Warranty Card')}
      </Button>
    </Space>
  );
}
