import {
  AGE_GATED_CATEGORIES,
  type CatalogItem,
  needsAgeCheck,
  type PricedCartLine,
} from '@dutyfree/contracts';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice, mainImage } from '../catalog/catalog-item.ts';
import { productPath } from '../catalog/catalog-links.ts';
import { QuantitySelector } from '../catalog/product/quantity-selector.tsx';
import { usePurchaseRules } from './api/get-purchase-rules.ts';
import { type LineNote, lineNotes } from './line-notes.ts';
import { LinePriceBreakdown } from './price-breakdown.tsx';
// The quantity selector is the catalogue's, and so are its styles.
import '../catalog/catalog.css';
import { goodsName } from '../../lib/bidi.ts';

function NoteText({ note, currency }: { note: LineNote; currency: string }) {
  const { t } = useTranslation('cart');
  switch (note.kind) {
    case 'volume':
      return note.orMore
        ? t('notes.volumeFrom', { from: note.from })
        : t('notes.volume', { from: note.from, to: note.to });
    case 'nextTier':
      return t('notes.nextTier', { quantity: note.quantity, price: formatPrice(note.unitPrice, currency) });
    case 'promo':
      return t('notes.promo');
    case 'buyGet':
      return t('notes.buyGet', { buy: note.buy, get: note.get });
    case 'buyGetEarned':
      return t('notes.buyGetEarned', { get: note.get });
    case 'outOfStock':
      return t('notes.outOfStock');
    case 'stockShort':
      return t('notes.stockShort', { stock: note.stock });
  }
}

function noteTone(note: LineNote): string {
  if (note.kind === 'outOfStock' || note.kind === 'stockShort') return 'cart-note--problem';
  if (note.kind === 'nextTier' || note.kind === 'buyGet') return 'cart-note--hint';
  return 'cart-note--deal';
}

function LineImage({ item }: { item: CatalogItem | null }) {
  const image = item ? mainImage(item) : undefined;
  return image ? (
    <img src={image.imageUrl} alt="" width="96" height="96" className="cart-line__image" />
  ) : (
    <span className="cart-line__image" aria-hidden="true" />
  );
}

interface CartLineViewProps {
  item: CatalogItem;
  priced: PricedCartLine;
  gift: PricedCartLine | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** Why a tobacco or liquor product was added without the age question, when the rules exempt it. */
function useAgeGateExemption(item: CatalogItem): string | undefined {
  const rules = usePurchaseRules().data;
  return rules && AGE_GATED_CATEGORIES.includes(item.itemCategory) && !needsAgeCheck(item, rules)
    ? rules.ageGateExempt.reason
    : undefined;
}

/**
 * One product in the cart: picture, name, unit price, how the line total comes about when anything is taken
 * off, notes, quantity, line total, select and remove.
 */
export function CartLineView({
  item,
  priced,
  gift,
  selected,
  onSelect,
  onQuantity,
  onRemove,
}: CartLineViewProps) {
  const { t } = useTranslation('cart');
  const nameId = useId();
  const money = (amount: number) => formatPrice(amount, item.currency);
  const notes = lineNotes(priced, item, gift);
  const exemption = useAgeGateExemption(item);
  return (
    <li className={selected ? 'cart-line' : 'cart-line cart-line--unselected'} aria-labelledby={nameId}>
      <Form.Check
        id={`${nameId}-select`}
        className="cart-line__select"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        label={<span className="visually-hidden">{t('lines.select', { name: item.name })}</span>}
      />
      <LineImage item={item} />
      <div className="cart-line__info">
        <p className="cart-line__brand">{item.brand}</p>
        <h3 className="cart-line__name" id={nameId}>
          <Link to={productPath(item)}>{goodsName(item.name)}</Link>
        </h3>
        <p className="cart-line__unit">
          <span className="visually-hidden">{t('lines.unitPrice')} </span>
          <bdi>{money(priced.unitPrice)}</bdi>
          {priced.unitPrice < priced.listUnitPrice && (
            <>
              {' '}
              <del className="cart-line__was">
                <span className="visually-hidden">{t('lines.was')} </span>
                <bdi>{money(priced.listUnitPrice)}</bdi>
              </del>
            </>
          )}
        </p>
        {priced.discount > 0 && (
          <LinePriceBreakdown line={priced} currency={item.currency} withTotal={false} />
        )}
        {(notes.length > 0 || exemption) && (
          <ul className="cart-line__notes">
            {notes.map((note) => (
              <li key={note.kind} className={`cart-note ${noteTone(note)}`}>
                <NoteText note={note} currency={item.currency} />
              </li>
            ))}
            {exemption && <li className="cart-note">{t('notes.ageExempt', { reason: exemption })}</li>}
          </ul>
        )}
      </div>
      <div className="cart-line__quantity">
        <QuantitySelector value={priced.quantity} stock={Math.max(item.quantity, 1)} onChange={onQuantity} />
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t('lines.lineTotal')} </span>
        <bdi>{money(priced.lineTotal)}</bdi>
      </p>
      <Button variant="link" className="cart-line__remove" onClick={onRemove}>
        {t('lines.remove')}
        <span className="visually-hidden">: {item.name}</span>
      </Button>
    </li>
  );
}

/** SPEC §4 buy-get: the free line right after the line that earned it, at price 0. */
export function GiftLineView({ gift, earnedBy }: { gift: PricedCartLine; earnedBy: CatalogItem }) {
  const { t } = useTranslation('cart');
  return (
    <li className="cart-line cart-line--gift">
      <span className="cart-line__select" aria-hidden="true" />
      <LineImage item={gift.item} />
      <div className="cart-line__info">
        <p className="cart-line__brand">{t('lines.gift')}</p>
        <h3 className="cart-line__name">{gift.item?.name ?? t('lines.gift')}</h3>
        <p className="cart-note cart-note--deal">{t('lines.giftFor', { name: earnedBy.name })}</p>
      </div>
      <p className="cart-line__quantity cart-line__gift-quantity">
        {t('lines.giftQuantity', { count: gift.quantity })}
      </p>
      <p className="cart-line__total">{t('lines.free')}</p>
    </li>
  );
}
