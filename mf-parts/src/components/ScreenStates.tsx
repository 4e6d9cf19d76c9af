import type { ReactNode } from 'react';
import { Alert, Result, Spin } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';

/** What a screen of one record (a part, a diagram, the checkout) shows in place of the record
 * while it loads, when there is none and when it could not be read: its title always, its way
 * back once the read is over. */
export function ScreenLoading({ title, text }: { title: string; text: string }) {
  return (
    <section aria-busy="true">
      <PageTitle>{title}</PageTitle>
      <Spin /> {text}
    </section>
  );
}

/** An answer, not a fault (a number the catalogue does not hold, an empty cart): no alert. */
export function ScreenNone(props: {
  title: string;
  back?: ReactNode;
  status: '404' | 'info';
  heading: string;
  detail: string;
  extra?: ReactNode;
}) {
  return (
    <section>
      <PageTitle>{props.title}</PageTitle>
      {props.back}
      <Result
        status={props.status}
        title={props.heading}
        subTitle={props.detail}
        extra={props.extra}
      />
    </section>
  );
}

export function ScreenFailed({
  title,
  back,
  message,
}: {
  title: string;
  back: ReactNode;
  message: string;
}) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {back}
      <Alert type="error" showIcon title={message} />
    </section>
  );
}
