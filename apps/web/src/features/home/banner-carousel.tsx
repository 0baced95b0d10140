import type { Banner } from '@dutyfree/contracts';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion.ts';
import { useOnBoardingDetail } from '../onboard/onboard-store.ts';
import './home.css';

/** SPEC §4: a banner shows for 3500 ms, or 30000 ms when it is a video. */
const BANNER_INTERVAL_MS = 3500;
const VIDEO_BANNER_INTERVAL_MS = 30_000;
/** SPEC §9: a swipe shorter than this is a tap, not a change of banner. */
const SWIPE_THRESHOLD_PX = 40;

/** SPEC §3 bunnerImageSize: 1 small, 2 medium, anything else large. */
export function bannerSize(banner: Pick<Banner, 'bunnerImageSize'>): 'small' | 'medium' | 'large' {
  if (banner.bunnerImageSize === 1) return 'small';
  if (banner.bunnerImageSize === 2) return 'medium';
  return 'large';
}

export function bannerInterval(banner: Pick<Banner, 'videoURL'>): number {
  return banner.videoURL ? VIDEO_BANNER_INTERVAL_MS : BANNER_INTERVAL_MS;
}

/**
 * The home page banners (SPEC §2), each a wordless picture with its title (as an admin wrote it in the
 * shopper's language, English where not translated) and the shop's tagline written over it as text: they fade into each other on their own, without arrows or dots, and
 * can be swiped. WCAG 2.2.2 asks that moving content can be paused: the rotation pauses while the pointer
 * or keyboard focus is on it, and a pause button stops it for good. Reduced motion: no fading.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog');
  // On board nothing is collected later: the crew brings the order to the seat.
  const tagline = useOnBoardingDetail() ? t('banners.taglineOnBoard') : t('banners.tagline');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const regionId = useId();
  const count = banners.length;
  const shown = banners[current % count];
  const rotating = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating || !shown) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), bannerInterval(shown));
    return () => window.clearTimeout(timer);
  }, [rotating, shown, count]);

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) < SWIPE_THRESHOLD_PX) return;
    // A swipe towards the start of the line brings the next banner, in either reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? moved > 0 : moved < 0;
    setCurrent((index) => (index + (forward ? 1 : count - 1)) % count);
  }

  if (!shown) return null;
  return (
    <section
      className={reducedMotion ? 'banner-carousel no-motion' : 'banner-carousel'}
      aria-roledescription={t('banners.roleDescription')}
      aria-label={t('banners.label')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        id={regionId}
        className="banner-carousel__slides"
        // Announcing every automatic change would interrupt; a paused carousel announces what is chosen.
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {banners.map((banner, index) => {
          const active = index === current % count;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel marks each slide as a group; a fieldset is for form controls
            <div
              key={`${banner.imageURL}-${banner.videoURL ?? ''}`}
              className={`banner-carousel__slide banner-carousel__slide--${bannerSize(banner)}${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { index: index + 1, count })}
              aria-hidden={!active}
            >
              {banner.videoURL ? (
                <video
                  src={banner.videoURL}
                  // A banner kept as a video alone has no picture (an empty address).
                  poster={banner.imageURL || undefined}
                  muted
                  loop
                  playsInline
                  autoPlay={active && !paused && !reducedMotion}
                  aria-label={t('banners.alt', { index: index + 1, count })}
                />
              ) : (
                // The picture is decoration: what the banner says is the text over it.
                <img
                  src={banner.imageURL}
                  alt=""
                  draggable={false}
                  // The first banner is the home page's largest paint; the others wait for their turn.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  {...bannerDimensions[bannerSize(banner)]}
                />
              )}
              <div className="banner-carousel__caption">
                <p className="banner-carousel__title">{banner.title}</p>
                <p className="banner-carousel__tagline">{tagline}</p>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <button
          type="button"
          className="banner-carousel__pause"
          aria-controls={regionId}
          onClick={() => setPaused((on) => !on)}
        >
          {paused ? t('banners.play') : t('banners.pause')}
        </button>
      )}
    </section>
  );
}

// The banner pictures' own sizes (SPEC §3 sizes), so the page reserves their space before they arrive.
const bannerDimensions = {
  small: { width: 600, height: 300 },
  medium: { width: 1200, height: 400 },
  large: { width: 1600, height: 500 },
} as const;
