// Auth enums: the token endpoint's grant types and the identity a signed-in user acts as.
type ValueOf<T> = T[keyof T];

/** Sign-in grant types of the token endpoint. */
export const GrantType = { password: 'password', captcha: 'captcha', refreshToken: 'refresh_token' } as const;
export type GrantType = ValueOf<typeof GrantType>;

/** The identity a user currently acts as; 0 by default, 1 once a lecturer switches sides (role info). */
export const Identity = { learner: 0, lecturer: 1 } as const;
export type Identity = ValueOf<typeof Identity>;
