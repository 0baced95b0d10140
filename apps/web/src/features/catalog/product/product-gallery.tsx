import type { CatalogItem } from '@dutyfree/contracts';
import { type PointerEvent, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { orderedImages } from '../catalog-item.ts';

type GalleryItem = Pick<CatalogItem, 'name' | 'itemImage' | 'youtubeAddressURL'>;

/** Only embeddable YouTube addresses are shown (the page's security policy allows no other frames). */
function embedUrl(address: string | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname === 'www.youtube-nocookie.com' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Pictures with thumbnails and zoom, and a video tab when the product has a video (SPEC §2). */
export function ProductGallery({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('catalog');
  const video = embedUrl(item.youtubeAddressURL);
  const pictures = <ImageViewer item={item} />;
  if (!video) return <div className="product-gallery">{pictures}</div>;
  return (
    <div className="product-gallery">
      <Tabs defaultActiveKey="images" id="product-media" className="product-gallery__tabs" mountOnEnter>
        <Tab eventKey="images" title={t('gallery.images')}>
          {pictures}
        </Tab>
        <Tab eventKey="video" title={t('gallery.video')}>
          <div className="ratio ratio-16x9">
            <iframe
              src={video}
              title={t('gallery.videoTitle', { name: item.name })}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          </div>
        </Tab>
      </Tabs>
    </div>
  );
}

function ImageViewer({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('catalog');
  const images = orderedImages(item);
  const [selected, setSelected] = useState(0);
  // Pressed: the zoom button (keyboard, touch). Hovering: a mouse over the picture.
  const [pressed, setPressed] = useState(false);
  const [hovering, setHovering] = useState(false);
  const zoomed = pressed || hovering;
  const [origin, setOrigin] = useState('50% 50%');
  const image = images[Math.min(selected, images.length - 1)];

  // The zoomed picture follows the pointer, so every part of it can be looked at closely.
  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  if (!image)
    return <div className="product-gallery__stage product-gallery__stage--empty" aria-hidden="true" />;
  return (
    <>
      <div
        className={zoomed ? 'product-gallery__stage is-zoomed' : 'product-gallery__stage'}
        onPointerMove={zoomed ? follow : undefined}
        onPointerEnter={(event) => setHovering(event.pointerType === 'mouse')}
        onPointerLeave={() => {
          setHovering(false);
          setOrigin('50% 50%');
        }}
      >
        <img
          src={image.imageUrl}
          alt={
            images.length > 1
              ? t('gallery.imageOf', { name: item.name, index: selected + 1, count: images.length })
              : item.name
          }
          width="600"
          height="600"
          // The product page's largest paint: fetched first.
          fetchPriority="high"
          className="product-gallery__image"
          style={{ transformOrigin: origin }}
        />
        <button
          type="button"
          className="btn btn-light btn-sm product-gallery__zoom"
          aria-pressed={pressed}
          onClick={() => {
            setPressed((on) => !on);
            setOrigin('50% 50%');
          }}
        >
          {t('gallery.zoom')}
        </button>
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbnails" aria-label={t('gallery.thumbnails')}>
          {images.map((thumbnail, index) => (
            <li key={thumbnail.imageUrl}>
              <button
                type="button"
                className="product-gallery__thumbnail"
                aria-label={t('gallery.show', { index: index + 1, count: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => {
                  setSelected(index);
                  setPressed(false);
                }}
              >
                <img src={thumbnail.imageUrl} alt="" width="80" height="80" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
