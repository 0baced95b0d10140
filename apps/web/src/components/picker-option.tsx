import type { ComponentPropsWithRef } from 'react';

/**
 * The button behind a header picker's Dropdown.Item. The library marks every item with `aria-selected`,
 * which buttons may not carry (screen readers then misreport the menu); the current choice is announced
 * with `aria-current` instead, so the attribute is dropped here.
 */
export function PickerOption({ 'aria-selected': _ignored, ...props }: ComponentPropsWithRef<'button'>) {
  return <button type="button" {...props} />;
}
