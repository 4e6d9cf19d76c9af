import { Button, Result } from '@portal/shared/kit';
import { useSharedT } from '@portal/shared';

/**
 * What the content area shows when an area cannot be loaded or crashed while rendering. `reason`
 * 'newerPortal' says why when the shell knows it: the area was built for a newer portal.
 */
export function AreaUnavailable({
  title,
  onRetry,
  reason,
}: {
  title: string;
  onRetry: () => void;
  reason?: 'newerPortal';
}) {
  const t = useSharedT();
  return (
    <Result
      status="warning"
      title={t('area.unavailable', { area: title })}
      subTitle={
        reason === 'newerPortal'
          ? t('This area needs a newer portal; please reload or contact support')
          : t('This part of the portal could not be loaded. The rest of the portal still works.')
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
      data-testid="area-unavailable"
    />
  );
}
