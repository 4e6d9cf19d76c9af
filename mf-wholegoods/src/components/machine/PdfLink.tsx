import { Button } from '@portal/shared/kit';

/** A document number that downloads its PDF when clicked. */
export const PdfLink = ({ label, onClick }: { label: string; onClick: () => unknown }) => (
  <Button type="link" style={{ padding: 0 }} onClick={() => void onClick()}>
    {label}
  </Button>
);
