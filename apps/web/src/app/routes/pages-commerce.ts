// Lazy pages of commerce (member centre, buying process, activities, the sandbox gateway's page), one chunk
// each, with commerce's texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const commerce = (load: PageLoader) => withTexts(['commerce'], load);

export const commercePages = {
  memberCenter: commerce(() =>
    import('../../features/commerce/pages/MemberCenterPage.tsx').then((m) => ({
      Component: m.MemberCenterPage,
    })),
  ),
  order: commerce(() =>
    import('../../features/commerce/pages/OrderPage.tsx').then((m) => ({ Component: m.OrderPage })),
  ),
  waitPayOrder: commerce(() =>
    import('../../features/commerce/pages/WaitPayOrderPage.tsx').then((m) => ({
      Component: m.WaitPayOrderPage,
    })),
  ),
  paySuccess: commerce(() =>
    import('../../features/commerce/pages/PaySuccessPage.tsx').then((m) => ({ Component: m.PaySuccessPage })),
  ),
  invoice: commerce(() =>
    import('../../features/commerce/pages/InvoicePage.tsx').then((m) => ({ Component: m.InvoicePage })),
  ),
  invoiceApply: commerce(() =>
    import('../../features/commerce/pages/InvoiceApplyPage.tsx').then((m) => ({
      Component: m.InvoiceApplyPage,
    })),
  ),
  invoiceSuccess: commerce(() =>
    import('../../features/commerce/pages/InvoiceSuccessPage.tsx').then((m) => ({
      Component: m.InvoiceSuccessPage,
    })),
  ),
  sandboxPay: commerce(() =>
    import('../../features/commerce/pages/SandboxPayPage.tsx').then((m) => ({ Component: m.SandboxPayPage })),
  ),
  activitiesCenter: commerce(() =>
    import('../../features/commerce/pages/ActivitiesCenterPage.tsx').then((m) => ({
      Component: m.ActivitiesCenterPage,
    })),
  ),
  activityDetails: commerce(() =>
    import('../../features/commerce/pages/ActivityDetailsPage.tsx').then((m) => ({
      Component: m.ActivityDetailsPage,
    })),
  ),
  couponsDetails: commerce(() =>
    import('../../features/commerce/pages/CouponsDetailsPage.tsx').then((m) => ({
      Component: m.CouponsDetailsPage,
    })),
  ),
} satisfies Record<string, PageLoader>;
