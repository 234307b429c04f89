/** Placeholder: the contact issue replaces this with the form and the verification step. */
export function ContactSection() {
  return null;
}
