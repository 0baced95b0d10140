import { type CatalogItem, searchTypes } from '@dutyfree/contracts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { island } from '../../components/island.tsx';
import { paths } from '../../config/paths.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { formatPrice, mainImage } from '../catalog/catalog-item.ts';
import { type ProductLinkState, productPath } from '../catalog/catalog-links.ts';
import { useSuggestions, wantsSuggestions } from './api/get-suggestions.ts';
import { SEARCH_TYPE_PARAM, SEARCH_VALUE_PARAM, type SearchType, searchResultHref } from './search-link.ts';
import './search-bar.css';
import { goodsName } from '../../lib/bidi.ts';

const SUGGEST_DELAY_MS = 250;

const typeOptions = [
  { value: searchTypes.all, label: 'all' },
  { value: searchTypes.brand, label: 'brand' },
  { value: searchTypes.category, label: 'category' },
] as const;

/**
 * The header search (SPEC §2): a type selector, a text field with autosuggest (ARIA combobox with a
 * listbox of products) and a submit that opens the search results.
 */
function SearchBox() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>(searchTypes.all);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [emptySubmit, setEmptySubmit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { type: useId(), input: useId(), list: useId(), error: useId(), status: useId() };

  const settled = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(settled);
  const showing = open && wantsSuggestions(text) && wantsSuggestions(settled);
  const items = showing ? (suggestions.data ?? []) : [];
  const noMatch = showing && suggestions.isSuccess && !suggestions.isPlaceholderData && items.length === 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function openProduct(item: CatalogItem) {
    const state: ProductLinkState = { item };
    setText('');
    close();
    void navigate(productPath(item), { state });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      // SPEC §2: submitting needs text; say so rather than doing nothing.
      setEmptySubmit(true);
      inputRef.current?.focus();
      return;
    }
    setText('');
    close();
    void navigate(searchResultHref(value, type));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (showing) event.preventDefault();
      close();
      return;
    }
    if (!showing || items.length === 0) {
      if (event.key === 'ArrowDown' && wantsSuggestions(text)) setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end of the list comes back to what was typed.
      setActive((current) => {
        const next = current + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
      return;
    }
    const chosen = items[active];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      openProduct(chosen);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced by every screen reader; the <search> element is not yet
    <form
      role="search"
      aria-label={t('search.label')}
      className="site-search"
      // Before the app has started (a server-rendered page) or without scripts, the form itself asks the
      // server for the results page, with the parameters the app's own search link carries.
      action={paths.searchResult}
      method="get"
      onSubmit={submit}
      noValidate
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={ids.type} className="visually-hidden">
        {t('search.typeLabel')}
      </label>
      <select
        id={ids.type}
        name={SEARCH_TYPE_PARAM}
        className="form-select site-search__type"
        value={type}
        onChange={(event) => setType(event.target.value as SearchType)}
      >
        {typeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`search.types.${option.label}`)}
          </option>
        ))}
      </select>
      <div className="site-search__field">
        <label htmlFor={ids.input} className="visually-hidden">
          {t('search.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          name={SEARCH_VALUE_PARAM}
          type="search"
          className="form-control site-search__input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showing && items.length > 0}
          aria-controls={ids.list}
          aria-activedescendant={active >= 0 && items[active] ? `${ids.list}-${items[active].id}` : undefined}
          aria-invalid={emptySubmit}
          aria-describedby={emptySubmit ? ids.error : undefined}
          placeholder={t(`search.placeholders.${typeOptions.find((o) => o.value === type)?.label ?? 'all'}`)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmptySubmit(false);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div
          id={ids.list}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="site-search__suggestions"
          hidden={items.length === 0}
        >
          {items.map((item, index) => {
            const image = mainImage(item);
            return (
              // Options are picked with the arrow keys from the field (aria-activedescendant), as the combobox
              // pattern has it, so they take no focus of their own.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys for its options
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the field, see above
              <div
                key={item.id}
                id={`${ids.list}-${item.id}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'site-search__option is-active' : 'site-search__option'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openProduct(item)}
              >
                {image && <img src={image.imageUrl} alt="" width="40" height="40" />}
                <span className="site-search__option-name">{goodsName(item.name)}</span>
                <span className="site-search__option-price">
                  <bdi>{formatPrice(item.currentPrice, item.currency)}</bdi>
                </span>
              </div>
            );
          })}
        </div>
        {noMatch && (
          <p className="site-search__no-match" aria-hidden="true">
            {t('search.noMatch')}
          </p>
        )}
        {/* A live region that is always there, so screen readers hear the count change; not role=status,
            which would make the header's quiet region compete with the screens' own status messages. */}
        <p id={ids.status} className="visually-hidden" aria-live="polite" aria-atomic="true">
          {noMatch
            ? t('search.noMatch')
            : showing && items.length > 0
              ? t('search.suggestionCount', { count: items.length })
              : ''}
        </p>
        {emptySubmit && (
          <p id={ids.error} className="site-search__error" role="alert">
            {t('search.emptyError')}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-accent site-search__submit">
        <SearchIcon />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}

/** A form that searches without scripts too: the autosuggest is taken over at the first touch (decision 0044). */
export const SearchBar = island(SearchBox, 'touch');
