import type { ReactNode } from 'react';

/** A decorative line icon (24-unit grid, drawn in the text colour); its button carries the name. */
export function StrokeIcon({ size = 22, className, children }: { size?: number; className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
