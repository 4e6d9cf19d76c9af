import type { ComponentType } from 'react';
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import type { AreaProps, ParcelLifecycles } from '@portal/shared';
import { AREAS, languageReady, type AreaName } from '@portal/shared';
import { kitReady, PortalProviders } from '@portal/shared/kit';
import { ErrorBoundary } from './ErrorBoundary';
import { AreaUnavailable } from './AreaUnavailable';

/**
 * Builds the single-spa lifecycles an area exposes as `./lifecycles`. The area gets its own
 * React root, its own router (in step with the shell's through single-spa's history patch),
 * the portal's antd theme and an error boundary, so a crash stays inside the area.
 *
 * `kit: 'eager'` is for a panel the shell shows on its own first page (the home page's rewards
 * panel): it is built from the kit's eager part only and mounts without waiting for the rest
 * (docs/decisions/0065-kit-split-by-route.md).
 */
export function createAreaLifecycles(
  area: AreaName,
  Routes: ComponentType,
  { kit = 'whole' }: { kit?: 'whole' | 'eager' } = {},
): ParcelLifecycles {
  function Root({ basename }: AreaProps) {
    return (
      <PortalProviders>
        <BrowserRouter basename={basename || undefined}>
          <ErrorBoundary
            fallback={(_e, reset) => <AreaUnavailable title={AREAS[area].title} onRetry={reset} />}
          >
            <Routes />
          </ErrorBoundary>
        </BrowserRouter>
      </PortalProviders>
    );
  }
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    suppressComponentDidCatchWarning: true,
  }) as unknown as ParcelLifecycles;
  // A page in another language than English first fetches this area's catalog (and its dayjs
  // locale), so the area never shows a flash of English; in English nothing is waited for. The
  // kit's later part (tables, forms, selects) is awaited beside it. A shell built before the kit
  // was split serves a kit without kitReady, whose components are all loaded already.
  const { mount } = lifecycles;
  const kitLoaded = () =>
    kit === 'eager' || typeof kitReady !== 'function' ? undefined : kitReady();
  /**
   * The area's first render as a transition: React renders it in slices of a few milliseconds,
   * giving the browser its turn between them, instead of one task of 90–140 ms that blocks the
   * page just after the layout's first paint (issue 22, total blocking time). The area shows
   * when the whole render commits, as before; single-spa-react renders synchronously in mount,
   * so the transition covers it.
   */
  function mountSliced(props: object): Promise<unknown> {
    let mounted: Promise<unknown> = Promise.resolve();
    startTransition(() => {
      mounted = mount(props);
    });
    return mounted;
  }
  return {
    ...lifecycles,
    mount: (props) => Promise.all([languageReady(), kitLoaded()]).then(() => mountSliced(props)),
  };
}
