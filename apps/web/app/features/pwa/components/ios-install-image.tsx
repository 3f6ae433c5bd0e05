/**
 * The instruction image of the iOS sheet (spec 000 §2): Safari's toolbar with the Share button marked, and
 * the share menu's "Add to Home Screen". Drawn here, so it costs no request and follows the theme's colours.
 */
export function IosInstallImage({ title }: { title: string }) {
  return (
    <svg className="ios-install__image" viewBox="0 0 320 200" role="img" aria-label={title}>
      <title>{title}</title>
      {/* 1. The phone's lower edge with Safari's toolbar */}
      <rect
        x="8"
        y="8"
        width="136"
        height="184"
        rx="18"
        fill="var(--surface-2)"
        stroke="var(--line)"
        strokeWidth="2"
      />
      <rect x="20" y="24" width="112" height="110" rx="6" fill="var(--surface)" />
      <rect x="28" y="34" width="70" height="8" rx="4" fill="var(--line)" />
      <rect x="28" y="50" width="96" height="6" rx="3" fill="var(--line)" />
      <rect x="28" y="62" width="84" height="6" rx="3" fill="var(--line)" />
      <rect x="20" y="146" width="112" height="34" rx="6" fill="var(--surface)" />
      <path
        d="M36 163 l6 -6 M36 163 l6 6"
        stroke="var(--muted)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M110 163 l-6 -6 M110 163 l-6 6"
        stroke="var(--muted)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      {/* the Share button: a box with an arrow up, circled */}
      <circle cx="76" cy="163" r="14" fill="none" stroke="var(--accent)" strokeWidth="3" />
      <path
        d="M70 160 v9 h12 v-9"
        stroke="var(--text)"
        strokeWidth="2.2"
        fill="none"
        strokeLinejoin="round"
      />
      <path
        d="M76 166 v-13 M71.5 157 l4.5 -4.5 l4.5 4.5"
        stroke="var(--text)"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* arrow from the Share button to the menu */}
      <path
        d="M96 170 C 140 190, 160 150, 176 128"
        stroke="var(--accent)"
        strokeWidth="2.5"
        fill="none"
        strokeDasharray="5 5"
      />
      <path d="M170 130 l7 -4 l0 8" fill="var(--accent)" />
      {/* 2. The share menu with "Add to Home Screen" */}
      <rect
        x="176"
        y="40"
        width="136"
        height="120"
        rx="12"
        fill="var(--surface)"
        stroke="var(--line)"
        strokeWidth="2"
      />
      <rect x="188" y="56" width="84" height="7" rx="3.5" fill="var(--line)" />
      <rect x="188" y="74" width="70" height="7" rx="3.5" fill="var(--line)" />
      <rect
        x="182"
        y="92"
        width="124"
        height="32"
        rx="8"
        fill="var(--surface-2)"
        stroke="var(--accent)"
        strokeWidth="2"
      />
      <text x="189" y="112" fontSize="10" fontWeight="600" fill="var(--text)">
        Add to Home Screen
      </text>
      <rect
        x="287"
        y="101"
        width="14"
        height="14"
        rx="3.5"
        fill="none"
        stroke="var(--text)"
        strokeWidth="2"
      />
      <path d="M294 104.5 v7 M290.5 108 h7" stroke="var(--text)" strokeWidth="2" strokeLinecap="round" />
      <rect x="188" y="138" width="78" height="7" rx="3.5" fill="var(--line)" />
    </svg>
  );
}
