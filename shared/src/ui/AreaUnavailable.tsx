import { Button, Result } from '@portal/shared/kit';

/** What the content area shows when an area cannot be loaded or crashed while rendering. */
export function AreaUnavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`${title} is unavailable`}
      subTitle="This part of the portal could not be loaded. The rest of the portal still works."
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
      data-testid="area-unavailable"
    />
  );
}
