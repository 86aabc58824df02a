// English texts of the system pages.
import type { Translation } from '../types.ts';
import type { system as zh } from '../zh-CN/system.ts';

export const system: Translation<typeof zh> = {
  comingSoon: {
    title: '“{{feature}}” is coming soon',
    description: 'This feature is being built. Once it is live you can use it right here.',
    badge: 'In progress',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has been removed. Please check the address.',
  },
  tenantUnavailable: {
    description:
      'This site is disabled or temporarily unavailable. Please contact your enterprise administrator.',
  },
};
