// Account enums: SMS code scenes and the kinds of entry on the home page's "my missions" box.
type ValueOf<T> = T[keyof T];

/** Why an SMS code is sent; a code is only valid for the scene it was sent for. */
export const SmsScene = {
  register: 'register',
  forgetPassword: 'forgetPassword',
  bindPhone: 'bindPhone',
  changePhone: 'changePhone',
  login: 'login',
} as const;
export type SmsScene = ValueOf<typeof SmsScene>;

/**
 * `type` of a queryMyMission entry: the original client knows 0 exam and 1 training; 2 marks a required
 * course, which this product also counts as a pending task.
 */
export const MissionType = { exam: 0, training: 1, course: 2 } as const;
export type MissionType = ValueOf<typeof MissionType>;
