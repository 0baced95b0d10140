import { ExceptionPanel } from '../../components/exception-panel.tsx';

export function Component() {
  return <ExceptionPanel />;
}
