import type { CatalogItem } from '@dutyfree/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/icons.tsx';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion.ts';
import { ProductCard } from './product-card.tsx';
import { ProductGridSkeleton } from './product-grid.tsx';
import './catalog.css';

/** SPEC §2: lists show 4 at a time; 'view all' appears when a list has more than that. */
const ITEMS_PER_VIEW = 4;

interface ProductSliderProps {
  title: string;
  items: CatalogItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  /** The full listing; linked only when the list holds more than fits in view. */
  viewAllTo?: string;
  /** The slider is in the first screen: the pictures in view are fetched at once (see ProductCard). */
  priority?: boolean;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A row of product cards that scrolls sideways: swipe or scroll it, or use the arrows, which slide it by
 * one card. Plain CSS scroll snapping does the moving, so no slider library is needed and keyboard focus
 * simply scrolls the focused card into view.
 */
export function ProductSlider({ title, items, status, viewAllTo, priority = false }: ProductSliderProps) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });
  const reducedMotion = usePrefersReducedMotion();

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // Right to left, scrollLeft runs from 0 down to negative values; the distance is what counts.
    const scrolled = Math.abs(track.scrollLeft);
    const room = track.scrollWidth - track.clientWidth;
    setEdges({ atStart: scrolled <= 1, atEnd: scrolled >= room - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !items?.length) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [items, measure]);

  function slide(step: 1 | -1) {
    const track = trackRef.current;
    const card = track?.querySelector('li');
    if (!track || !card) return;
    const style = getComputedStyle(track);
    const width = card.getBoundingClientRect().width + (Number.parseFloat(style.columnGap) || 0);
    const towardsEnd = style.direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: step * towardsEnd * width, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  const scrollable = !(edges.atStart && edges.atEnd);
  return (
    <section className="product-slider" aria-labelledby={headingId}>
      <div className="product-slider__header">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {viewAllTo && items && items.length > ITEMS_PER_VIEW && (
          <Link to={viewAllTo} className="product-slider__view-all">
            {t('slider.viewAll')}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
        {scrollable && (
          <div className="product-slider__arrows">
            <SlideButton
              label={t('slider.previous')}
              disabled={edges.atStart}
              controls={trackId}
              onPress={() => slide(-1)}
              back
            />
            <SlideButton
              label={t('slider.next')}
              disabled={edges.atEnd}
              controls={trackId}
              onPress={() => slide(1)}
            />
          </div>
        )}
      </div>
      {status === 'pending' && <ProductGridSkeleton count={ITEMS_PER_VIEW} />}
      {status === 'error' && <p className="text-body-secondary">{t('slider.failed')}</p>}
      {status === 'success' && items?.length === 0 && (
        <p className="text-body-secondary">{t('slider.empty')}</p>
      )}
      {items && items.length > 0 && (
        <ul id={trackId} ref={trackRef} className="product-slider__track">
          {items.map((item, index) => (
            <li key={item.id}>
              <ProductCard item={item} priority={priority && index < ITEMS_PER_VIEW} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SlideButtonProps {
  label: string;
  disabled: boolean;
  controls: string;
  onPress: () => void;
  back?: boolean;
}

function SlideButton({ label, disabled, controls, onPress, back = false }: SlideButtonProps) {
  // aria-disabled rather than disabled: a button that disables itself under the pointer or the keyboard
  // would otherwise drop focus to the top of the page.
  return (
    <button
      type="button"
      className="slider-arrow"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      <ChevronIcon className={back ? 'icon-directional icon-back' : 'icon-directional'} />
    </button>
  );
}
