import { useEffect, useRef, useState } from 'react';
import { FilePdfOutlined } from '@portal/shared/kit';
import { useThumbnail } from '../api/resourcesQueries';
import { useT } from '../i18n';

/** Requirements 001 §2: thumbnails load when the row scrolls into view, with a 100px margin. */
export const THUMBNAIL_MARGIN = '100px';
// A page's proportions (the API draws each document's first page, A4), so nothing is cut off.
const SIZE = { width: 48, height: 68 };

/**
 * A document's thumbnail. Nothing is fetched until the placeholder comes within 100px of the
 * viewport; the PNG is then fetched with the bearer token (an <img src> could not send it),
 * cached like any read (a row scrolled back shows it at once) and shown from an object URL,
 * released when the row goes away.
 */
export function LazyThumbnail({ category, name }: { category: string; name: string }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const thumbnail = useThumbnail(category, name, visible);
  const blob = thumbnail.data;
  const failed = thumbnail.isError;

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: THUMBNAIL_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [category, name]);

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [blob]);

  return (
    <div
      ref={holder}
      data-testid="thumbnail"
      data-state={src ? 'loaded' : failed ? 'failed' : visible ? 'loading' : 'waiting'}
      style={{
        ...SIZE,
        display: 'grid',
        placeItems: 'center',
        background: '#f5f5f5',
        border: '1px solid #e5e5e5',
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      {src ? (
        <img
          src={src}
          alt={t('thumbnail.alt', { name })}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <FilePdfOutlined aria-hidden style={{ fontSize: 22, color: '#999' }} />
      )}
    </div>
  );
}
