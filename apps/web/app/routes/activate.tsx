import { ActivationRequestForm } from '../features/accounts/components/activation-request-form.tsx';
import { useAuthStep } from '../features/accounts/hooks/use-auth-step.ts';
import { requireGuest } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/activate';

export const handle: RouteHandle = { hideFooter: true };

/** Guest-guarded (spec 001 §2.1 "guarded"): a signed-in shopper has nothing to activate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context.api);
  const query = new URL(request.url).searchParams;
  return { userId: query.get('userId') ?? '', accessCode: query.get('accessCode') ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.activate.title'), matches),
  NO_INDEX,
];

/**
 * /activate?userId&accessCode (the activation e-mail's link) opens the activation OTP dialog (our reading:
 * the spec gives no parameters); without them, the shopper enters an e-mail address to get a new code.
 */
export default function Activate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { userId, accessCode } = loaderData;
  const linked = Boolean(userId && accessCode);
  useAuthStep(linked ? { kind: 'otp-activate', userId, accessCode } : null);
  return (
    <PageFrame title={t('pages.activate.title')} lead={t('pages.activate.lead')}>
      <div className="auth-page">
        <ActivationRequestForm />
      </div>
    </PageFrame>
  );
}
