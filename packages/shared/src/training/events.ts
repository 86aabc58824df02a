// Domain events the training domain emits (DOMAIN-DONE §6); achievements, messages and My Task consume them.
export const trainingEvents = {
  signUpApproved: 'training.signUpApproved',
  signedIn: 'training.signedIn',
  completed: 'training.completed',
  certificateIssued: 'training.certificateIssued',
  /** The lecturer reminded an unfinished trainee (messages consume it). */
  reminded: 'training.reminded',
} as const;
