import { StaffArea } from './shell/staff-area.tsx';

// The whole /staff area is this one lazy chunk (its screens, styles and translations); shoppers never load it.
export function Component() {
  return <StaffArea />;
}
