/**
 * The Google account this execution runs as: the user at the keyboard for a menu item or a dialog, the owner for a
 * time-driven trigger. Empty when Apps Script does not say (a consumer account seen from another domain), so a check
 * that compares accounts fails closed: an unknown user is nobody's owner.
 */
export function currentUserEmail(): string {
  try {
    return Session.getEffectiveUser().getEmail() || '';
  } catch {
    return '';
  }
}
