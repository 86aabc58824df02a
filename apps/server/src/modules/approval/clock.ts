// The approval domain's clock: the urge limit (once an hour) reads it, so tests move time instead of
// sleeping. Production never replaces it.
export const approvalClock = {
  now: (): number => Date.now(),
};
