import { useCallback, useMemo, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { Spin } from '@portal/shared/kit';
import { AREAS, type AreaName } from '@portal/shared';
import { AreaUnavailable } from '@portal/shared/ui/AreaUnavailable';
import { forgetArea, loadArea } from '../federation/remotes';
import { AreaIncompatibleError } from '../federation/compatibility';
import { useT } from '../i18n';

/**
 * Mounts an area's parcel. A rejected load does not reach a React error boundary (single-spa's
 * parcel loads outside React's render), so failures are caught here, on the loader and through the Parcel's handleError, and the content
 * area shows 'unavailable' with a retry while the layout and every other area keep working.
 */
export function AreaParcel({
  area,
  module = 'lifecycles',
  kit = 'whole',
}: {
  area: AreaName;
  module?: string;
  /** 'eager': the module is built from the kit's eager part and need not wait for the rest. */
  kit?: 'whole' | 'eager';
}) {
  const [attempt, setAttempt] = useState(0);
  // 'incompatible': built for a newer portal; a reload fetches the shell that may have it.
  const [failed, setFailed] = useState<false | 'unavailable' | 'incompatible'>(false);
  const [loading, setLoading] = useState(true);
  const t = useT();

  const config = useCallback(
    () =>
      loadArea(area, module, kit).catch((e: unknown) => {
        console.error(`Area ${area} failed to load`, e);
        setFailed(e instanceof AreaIncompatibleError ? 'incompatible' : 'unavailable');
        throw e;
      }),
    // A new attempt needs a new loader (and a new Parcel key: it ignores a changed config).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [area, module, kit, attempt],
  );

  // The parcel's element is kept while the parcel is the same: single-spa-react's Parcel updates
  // the area at each of its renders (parcel.update renders the area's whole tree again from its
  // root), and this component renders at each change of the URL, a list's search keystroke
  // included, which the area's own router follows by itself.
  const parcel = useMemo(
    () => (
      <Parcel
        key={`${area}/${module}#${attempt}`}
        config={config}
        mountParcel={mountRootParcel}
        basename=""
        parcelDidMount={() => setLoading(false)}
        handleError={(e: Error) => {
          console.error(`Area ${area} failed to mount`, e);
          // A failed load reaches here too, after the loader's catch: keep the reason it found.
          setFailed((f) => f || 'unavailable');
        }}
        wrapStyle={PARCEL_STYLE}
      />
    ),
    [area, module, attempt, config],
  );

  if (failed) {
    return (
      <AreaUnavailable
        title={t(AREAS[area].title)}
        reason={failed === 'incompatible' ? 'newerPortal' : undefined}
        onRetry={() => {
          if (failed === 'incompatible') {
            window.location.reload();
            return;
          }
          forgetArea(area);
          setFailed(false);
          setLoading(true);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  // The spinner lies over the parcel's place instead of above it: the area's content then
  // replaces it where it stands, and nothing below moves twice (layout shift).
  return (
    <div style={{ position: 'relative', minHeight: loading ? 120 : undefined }}>
      {loading && (
        <div style={{ position: 'absolute', inset: 0, padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {parcel}
    </div>
  );
}

const PARCEL_STYLE = { minHeight: '100%' };
