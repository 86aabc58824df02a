// Commerce's clock: pay deadlines, coupon validity, membership ends and the refund window read it, so tests
// move time (an order left unpaid past its deadline) without sleeping. Production never replaces it.
export const commerceClock = {
  now: (): number => Date.now(),
};

export function nowDate(): Date {
  return new Date(commerceClock.now());
}
