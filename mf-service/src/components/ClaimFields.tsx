import type { ReactNode } from 'react';
import { Card, Col, Row } from '@portal/shared/kit';

/** A titled part of the claim form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>}
      size="small"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 0]}>{children}</Row>
    </Card>
  );
}

/** Label, input and its problem; one column on a phone, two or three on a desktop. */
export function Field({
  id,
  label,
  error,
  hint,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Col xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8} style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13, marginTop: 2 }}>
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} style={{ color: '#cf1322', fontSize: 13, marginTop: 2 }}>
          {error}
        </div>
      )}
    </Col>
  );
}

/** The aria attributes tying an input to its field's hint or problem. */
export const described = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
