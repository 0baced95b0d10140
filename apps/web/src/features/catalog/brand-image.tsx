import type { Brand } from '@dutyfree/contracts';
import './catalog.css';

interface BrandImageProps {
  brand: Pick<Brand, 'name' | 'brandImageURL'>;
  width: number;
  height: number;
}

/** A brand's logo, or its name on a plain tile when the brand has no logo (SPEC §2 brands page). */
export function BrandImage({ brand, width, height }: BrandImageProps) {
  if (brand.brandImageURL) {
    return (
      <img src={brand.brandImageURL} alt={brand.name} width={width} height={height} className="brand-tile" />
    );
  }
  return (
    <span className="brand-tile brand-tile--placeholder" style={{ aspectRatio: `${width} / ${height}` }}>
      {brand.name}
    </span>
  );
}
