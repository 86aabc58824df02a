// Reply of the page-view call: nothing to tell the caller beyond the envelope's success.
export function presentRecorded(): null {
  return null;
}
