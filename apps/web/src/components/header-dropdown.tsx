import type { ComponentType } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { HeaderMenu } from './menu-on-demand.tsx';

interface HeaderDropdownProps {
  menu: HeaderMenu;
  Items: ComponentType;
}

/**
 * The real dropdown behind a MenuOnDemand, in a lazy chunk with react-bootstrap's Dropdown and popper. It
 * takes the place of the drawn button when that is first used, so it starts open.
 */
export function HeaderDropdown({ menu, Items }: HeaderDropdownProps) {
  const { toggle } = menu;
  return (
    <Dropdown className={menu.className} align={menu.align ?? 'start'} defaultShow>
      {menu.before}
      <Dropdown.Toggle
        id={toggle.id}
        split={toggle.split}
        variant="link"
        className={toggle.className}
        aria-label={toggle.label}
      >
        {toggle.children}
      </Dropdown.Toggle>
      <Dropdown.Menu className={menu.menuClassName}>
        <Items />
      </Dropdown.Menu>
    </Dropdown>
  );
}
