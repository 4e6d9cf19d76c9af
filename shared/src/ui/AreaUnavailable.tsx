import { Button, Result } from '@portal/shared/kit';

const COULD_NOT_LOAD =
  'This part of the portal could not be loaded. The rest of the portal still works.';

/**
 * What the content area shows when an area cannot be loaded or crashed while rendering. `reason`
 * replaces the general sentence when the shell knows why (an area built for a newer portal).
 */
export function AreaUnavailable({
  title,
  onRetry,
  reason = COULD_NOT_LOAD,
}: {
  title: string;
  onRetry: () => void;
  reason?: string;
}) {
  return (
    <Result
      status="warning"
      title={`${title} is unavailable`}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
      data-testid="area-unavailable"
    />
  );
}
