import type { ItemCategory } from '@dutyfree/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/icons.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useCategories } from '../api/get-categories.ts';
import { categoryPath } from '../catalog-links.ts';

// SPEC §2: category links go to their listing by a full page load, so every listing starts afresh.

function MenuStatus({ pending }: { pending: boolean }) {
  const { t } = useTranslation('catalog');
  return pending ? (
    <LoadingIndicator label={t('menus.loadingCategories')} />
  ) : (
    <p className="catalog-menu__message">{t('menus.categoriesFailed')}</p>
  );
}

/** Wide screens: every department with its sub-categories (alphabetical, as the API sorts them). */
export function CategoryMegaPanel() {
  const categories = useCategories();
  if (!categories.data) return <MenuStatus pending={categories.isPending} />;
  return (
    <ul className="mega-categories">
      {categories.data.map((parent) => (
        <li key={parent.id} className="mega-categories__group">
          <a href={categoryPath(parent)} className="mega-categories__parent">
            {parent.category_ImageURL && (
              <img
                src={parent.category_ImageURL}
                alt=""
                width="48"
                height="48"
                className="mega-categories__image"
              />
            )}
            {parent.name}
          </a>
          {parent.children.length > 0 && (
            <ul className="mega-categories__children">
              {parent.children.map((child) => (
                <li key={child.id}>
                  <a href={categoryPath(child)}>{child.name}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The mobile drawer: an accordion of the departments that have sub-categories (SPEC §2). */
export function CategoryAccordion() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  const [open, setOpen] = useState<number | null>(null);
  if (!categories.data) return <MenuStatus pending={categories.isPending} />;
  const withChildren = categories.data.filter((category) => category.children.length > 0);
  return (
    <ul className="category-accordion">
      {withChildren.map((parent) => (
        <AccordionItem
          key={parent.id}
          category={parent}
          expanded={open === parent.id}
          onToggle={() => setOpen((current) => (current === parent.id ? null : parent.id))}
          allLabel={t('menus.allOf', { name: parent.name })}
        />
      ))}
    </ul>
  );
}

interface AccordionItemProps {
  category: ItemCategory;
  expanded: boolean;
  onToggle: () => void;
  allLabel: string;
}

function AccordionItem({ category, expanded, onToggle, allLabel }: AccordionItemProps) {
  const panelId = useId();
  return (
    <li className="category-accordion__item">
      <button
        type="button"
        className="category-accordion__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {category.name}
        <ChevronIcon className="catalog-menu__chevron" />
      </button>
      <ul id={panelId} className="category-accordion__children" hidden={!expanded}>
        <li>
          <a href={categoryPath(category)}>{allLabel}</a>
        </li>
        {category.children.map((child) => (
          <li key={child.id}>
            <a href={categoryPath(child)}>{child.name}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}
