/** The shop's mark and name; the name is real text so it scales, translates and reads aloud. */
export function BrandLogo({ name }: { name: string }) {
  return (
    <span className="brand-logo">
      <svg
        className="brand-logo__mark"
        viewBox="0 0 64 64"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="#f5c542" />
        <path d="M18 24h28l-3 26H21z" fill="none" stroke="#0b5d3b" strokeWidth="4" strokeLinejoin="round" />
        <path
          d="M25 24v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#0b5d3b"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M24 38l8-4 8 4-8-9z" fill="#0b5d3b" />
      </svg>
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
