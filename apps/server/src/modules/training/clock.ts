// The training domain's clock: status derivation, sign-up windows and QR rotation read it, so tests can
// move time (a code scanned 90 s after it rotated) without sleeping. Production never replaces it.
export const trainingClock = {
  now: (): number => Date.now(),
};

export function nowDate(): Date {
  return new Date(trainingClock.now());
}
