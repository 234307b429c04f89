/** Placeholder: the contact/newsletter issue replaces this with the Stay Updated band. */
export function NewsletterBand() {
  return null;
}
