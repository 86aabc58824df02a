// Lazy pages of the points mall (/integral/*), one chunk each, with the mall's texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const mall = (load: PageLoader) => withTexts(['mall'], load);

export const mallPages = {
  mall: mall(() => import('../../features/mall/pages/MallPage.tsx').then((m) => ({ Component: m.MallPage }))),
  itemDetail: mall(() =>
    import('../../features/mall/pages/ItemDetailPage.tsx').then((m) => ({ Component: m.ItemDetailPage })),
  ),
  exchangeConfirm: mall(() =>
    import('../../features/mall/pages/ExchangeConfirmPage.tsx').then((m) => ({
      Component: m.ExchangeConfirmPage,
    })),
  ),
  exchangeSuccess: mall(() =>
    import('../../features/mall/pages/ExchangeSuccessPage.tsx').then((m) => ({
      Component: m.ExchangeSuccessPage,
    })),
  ),
  exchangeRecord: mall(() =>
    import('../../features/mall/pages/ExchangeRecordPage.tsx').then((m) => ({
      Component: m.ExchangeRecordPage,
    })),
  ),
  shippingAddress: mall(() =>
    import('../../features/mall/pages/ShippingAddressPage.tsx').then((m) => ({
      Component: m.ShippingAddressPage,
    })),
  ),
} satisfies Record<string, PageLoader>;
