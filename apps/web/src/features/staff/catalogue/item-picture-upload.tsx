import type { BackOfficeItem } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { useUploadItemPicture } from './api/upload-item-picture.ts';
import { PictureUpload } from './picture-upload.tsx';

/** The item's first picture, the one the storefront shows before the others. */
export function ItemPictureUpload({ item }: { item: BackOfficeItem }) {
  const { t } = useTranslation('staff');
  const upload = useUploadItemPicture(item.id);
  return (
    <PictureUpload
      id="item-picture"
      title={t('picture.title')}
      currentUrl={item.imageUrl}
      currentAlt={t('picture.currentAlt', { name: item.name })}
      upload={upload}
    />
  );
}
