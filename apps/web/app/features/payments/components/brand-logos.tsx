import type { CardBrand } from '@shop/domain/payments';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * Card-brand logos, drawn here as small inline SVGs (no image requests, nothing from the networks' sites):
 * the chooser shows them beside a method, an order card shows its `cardBrand` (spec 000 §3 "a static logo
 * is shown by brand name"). Each is a 38x24 card face; the brand's name is its accessible label.
 */
const face = (fill: string, children: ReactNode, stroke = '#d9d9de') => (
  <>
    <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill={fill} stroke={stroke} />
    {children}
  </>
);
const word = (text: string, fill: string, size = 9, italic = false, weight = 800) => (
  <text
    x="19"
    y="12.5"
    fill={fill}
    fontSize={size}
    fontWeight={weight}
    fontStyle={italic ? 'italic' : undefined}
    fontFamily="Arial, Helvetica, sans-serif"
    textAnchor="middle"
    dominantBaseline="middle"
  >
    {text}
  </text>
);

const FACES: Record<CardBrand, () => ReactNode> = {
  visa: () => face('#ffffff', word('VISA', '#1a1f71', 11, true, 900)),
  mastercard: () =>
    face(
      '#ffffff',
      <>
        <circle cx="15" cy="12" r="7" fill="#eb001b" />
        <circle cx="23" cy="12" r="7" fill="#f79e1b" />
        <path d="M19 6.3a7 7 0 0 1 0 11.4a7 7 0 0 1 0-11.4z" fill="#ff5f00" />
      </>,
    ),
  amex: () => face('#1f72cd', word('AMEX', '#ffffff', 9.5, false, 900), '#1f72cd'),
  discover: () =>
    face(
      '#ffffff',
      <>
        {word('DISC VER', '#231f20', 6.4, false, 700)}
        <circle cx="23.6" cy="12.1" r="2.6" fill="#f58220" />
      </>,
    ),
  jcb: () =>
    face(
      '#ffffff',
      <>
        <rect x="7" y="5" width="7.6" height="14" rx="2" fill="#0e4c96" />
        <rect x="15.2" y="5" width="7.6" height="14" rx="2" fill="#e21836" />
        <rect x="23.4" y="5" width="7.6" height="14" rx="2" fill="#00a651" />
        <text
          x="10.8"
          y="15.5"
          fill="#fff"
          fontSize="7"
          fontWeight="800"
          fontFamily="Arial, sans-serif"
          textAnchor="middle"
        >
          J
        </text>
        <text
          x="19"
          y="15.5"
          fill="#fff"
          fontSize="7"
          fontWeight="800"
          fontFamily="Arial, sans-serif"
          textAnchor="middle"
        >
          C
        </text>
        <text
          x="27.2"
          y="15.5"
          fill="#fff"
          fontSize="7"
          fontWeight="800"
          fontFamily="Arial, sans-serif"
          textAnchor="middle"
        >
          B
        </text>
      </>,
    ),
  diners: () =>
    face(
      '#ffffff',
      <>
        <circle cx="19" cy="12" r="7.5" fill="none" stroke="#0079be" strokeWidth="2" />
        <path d="M17 7.5v9M21 7.5v9" stroke="#0079be" strokeWidth="1.6" />
      </>,
    ),
  unionpay: () =>
    face(
      '#ffffff',
      <>
        <path d="M6 4h9l-3 16H3z" fill="#e21836" />
        <path d="M15 4h9l-3 16h-9z" fill="#00447c" />
        <path d="M24 4h11l-3 16H21z" fill="#007b84" />
      </>,
    ),
  paypal: () =>
    face(
      '#ffffff',
      <text
        x="19"
        y="12.5"
        fontSize="9"
        fontWeight="800"
        fontStyle="italic"
        fontFamily="Arial, Helvetica, sans-serif"
        textAnchor="middle"
        dominantBaseline="middle"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>,
    ),
  onepay: () => face('#ffffff', word('OnePay', '#0a5aa8', 8)),
  '2c2p': () => face('#ffffff', word('2C2P', '#00a94f', 9.5)),
  momo: () => face('#a50064', word('MoMo', '#ffffff', 9), '#a50064'),
  zalopay: () => face('#0068ff', word('ZaloPay', '#ffffff', 7.5), '#0068ff'),
  card: () =>
    face(
      '#e9e7e2',
      <>
        <rect x="0.5" y="6" width="37" height="4" fill="#5f5a52" />
        <rect x="5" y="15" width="12" height="3" rx="1" fill="#a39d93" />
      </>,
    ),
};

export function CardBrandLogo({ brand, className = '' }: { brand: CardBrand; className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      className={`brand-logo ${className}`}
      viewBox="0 0 38 24"
      width="38"
      height="24"
      role="img"
      aria-label={t(`payments.brands.${brand}`)}
    >
      {(FACES[brand] ?? FACES.card)()}
    </svg>
  );
}

/** A row of logos (the networks a method takes). */
export function BrandLogos({ brands }: { brands: readonly CardBrand[] }) {
  if (brands.length === 0) return null;
  return (
    <span className="brand-logos">
      {brands.map((brand) => (
        <CardBrandLogo key={brand} brand={brand} />
      ))}
    </span>
  );
}
