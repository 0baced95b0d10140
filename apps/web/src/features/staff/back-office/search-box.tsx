import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

/** One search field and its button; `onSearch` gets the text typed, trimmed, when the form is sent. */
export function SearchBox({
  id,
  label,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState('');
  return (
    <Form
      role="search"
      className="back-office-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className="back-office-search__row">
        <Form.Control
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
        />
        <Button type="submit" variant="outline-primary">
          {t('items.searchSubmit')}
        </Button>
      </div>
    </Form>
  );
}
