import { Tooltip } from '@portal/shared/kit';
import type { Tier } from '../tiers';
import { useT } from '../i18n';
import starter from '../assets/tier-starter.svg';
import bronze from '../assets/tier-bronze.svg';
import silver from '../assets/tier-silver.svg';
import gold from '../assets/tier-gold.svg';
import platinum from '../assets/tier-platinum.svg';
import elite from '../assets/tier-supreme-elite.svg';

const IMAGES: Record<string, string> = {
  STARTER: starter,
  BRONZE: bronze,
  SILVER: silver,
  GOLD: gold,
  PLATINUM: platinum,
  'SUPREME ELITE': elite,
};

/** A tier card with its own background image, tier name, rebate and dealer code. */
export function TierCard({
  tier,
  dealerCode,
  fill = false,
}: {
  tier: Tier;
  dealerCode: string | null;
  /** Grow to the height of its row (the program page's five cards line up). */
  fill?: boolean;
}) {
  const t = useT();
  return (
    // Shown on hover and on keyboard focus (the card is focusable for that).
    <Tooltip
      title={t('card.dates', { dates: t('July 1, 2025 to June 30, 2026') })}
      trigger={['hover', 'focus']}
    >
      <div
        data-testid="tier-card"
        tabIndex={0}
        style={{
          // A dark veil over the tier's picture keeps the white text readable on the light
          // tiers (white on silver or gold is about 2:1; with the veil at least 4.5:1).
          backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5)), url(${IMAGES[tier.name]})`,
          backgroundSize: 'cover',
          color: '#fff',
          borderRadius: 10,
          padding: 20,
          minWidth: 200,
          ...(fill ? { flex: 1 } : {}),
          textShadow: '0 1px 2px rgba(0,0,0,0.45)',
        }}
      >
        <div style={{ fontSize: 12, letterSpacing: 2 }}>{t('REWARDS STATUS')}</div>
        <div data-testid="tier-name" style={{ fontSize: 26, fontWeight: 800 }}>
          {t(tier.name)}
        </div>
        <div>{t('card.rebate', { rebate: tier.rebate })}</div>
        {dealerCode && <div style={{ marginTop: 8, fontWeight: 600 }}>{dealerCode}</div>}
      </div>
    </Tooltip>
  );
}
