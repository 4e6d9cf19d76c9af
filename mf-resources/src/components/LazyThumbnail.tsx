import { useEffect, useRef, useState } from 'react';
import { FilePdfOutlined } from '@portal/shared/kit';
import { fetchThumbnail } from '../api/resources';
import { useT } from '../i18n';

/** Requirements 001 §2: thumbnails load when the row scrolls into view, with a 100px margin. */
export const THUMBNAIL_MARGIN = '100px';
// A page's proportions (the API draws each document's first page, A4), so nothing is cut off.
const SIZE = { width: 48, height: 68 };

/**
 * A document's thumbnail. Nothing is fetched until the placeholder comes within 100px of the
 * viewport; the PNG is then fetched with the bearer token (an <img src> could not send it) and
 * shown from an object URL, released when the row goes away.
 */
export function LazyThumbnail({ category, name }: { category: string; name: string }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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
    if (!visible) return;
    let live = true;
    let url: string | null = null;
    setFailed(false);
    fetchThumbnail(category, name).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [visible, category, name]);

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
