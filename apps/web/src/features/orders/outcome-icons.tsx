import type { SVGProps } from 'react';

// Status pictures of the payment outcome pages; the page's title says the same in words.

type IconProps = SVGProps<SVGSVGElement>;

function Circle({ color, children, ...props }: IconProps & { color: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <circle cx="24" cy="24" r="22" fill={color} />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Circle color="#146c43" {...props}>
      <path d="M14 25l7 7 13-15" />
    </Circle>
  );
}

export function FailureIcon(props: IconProps) {
  return (
    <Circle color="#b02a37" {...props}>
      <path d="M16 16l16 16M32 16L16 32" />
    </Circle>
  );
}

export function PendingIcon(props: IconProps) {
  return (
    <Circle color="#8a5a00" {...props}>
      <path d="M24 12v13l8 5" />
    </Circle>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Circle color="#6c4a00" {...props}>
      <path d="M24 12v15M24 34v1" />
    </Circle>
  );
}

export function CancelIcon(props: IconProps) {
  return (
    <Circle color="#495057" {...props}>
      <path d="M15 24h18" />
    </Circle>
  );
}
