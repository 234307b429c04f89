type Greeted = {
  firstName: string | null;
  username: string | null;
  email: string | null;
};

/**
 * The name the customer dashboard greets by (SPEC section 2): the first name, else the username,
 * else the part of the e-mail before the @ with a capital first letter. Null means none of
 * them is usable, and the page says "Customer" in the reader's language.
 */
export function greetingName(user: Greeted): string | null {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  const username = user.username?.trim();
  if (username) return username;
  const local = user.email?.split('@')[0]?.trim();
  if (local) return local.charAt(0).toUpperCase() + local.slice(1);
  return null;
}
