import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { paths } from '../../../config/paths.ts';
import { useBrands } from '../api/get-brands.ts';
import { BrandImage } from '../brand-image.tsx';
import { brandPath } from '../catalog-links.ts';

/** SPEC §2: the brand menu shows up to 21 featured ('power') brands as logos. */
const MENU_BRAND_LIMIT = 21;

/** Featured brand logos and a 'view more' link to every brand. */
export function BrandMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('catalog');
  const brands = useBrands();
  if (!brands.data) {
    return brands.isPending ? (
      <LoadingIndicator label={t('menus.loadingBrands')} />
    ) : (
      <p className="catalog-menu__message">{t('menus.brandsFailed')}</p>
    );
  }
  const featured = brands.data.filter((brand) => brand.isPowerFullBrand).slice(0, MENU_BRAND_LIMIT);
  return (
    <div className="mega-brands">
      <ul className="mega-brands__logos">
        {featured.map((brand) => (
          <li key={brand.id}>
            <Link to={brandPath(brand)} className="mega-brands__link" onClick={onNavigate}>
              <BrandImage brand={brand} width={120} height={60} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.brands} className="btn btn-accent mega-brands__more" onClick={onNavigate}>
        {t('menus.viewMoreBrands')}
      </Link>
    </div>
  );
}
