import { Button, Result } from '@portal/shared/kit';
import { useSharedT } from '@portal/shared';

/** What the content area shows when an area cannot be loaded or crashed while rendering. */
export function AreaUnavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useSharedT();
  return (
    <Result
      status="warning"
      title={t('area.unavailable', { area: title })}
      subTitle={t(
        'This part of the portal could not be loaded. The rest of the portal still works.',
      )}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
      data-testid="area-unavailable"
    />
  );
}
