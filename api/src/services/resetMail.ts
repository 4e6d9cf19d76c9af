import type { LanguageWire } from '@portal/shared/contract/users';

/**
 * The password-reset mail, in the user's language (decision 0063): a dealer user who
 * works in French reads it in Québec French. `name` comes HTML-escaped; the temporary password is
 * base64url, safe in HTML as it is.
 */
export function resetMail(language: LanguageWire, name: string, temporary: string) {
  if (language === 'fr-CA')
    return {
      subject: 'Votre mot de passe du Portail des concessionnaires a été réinitialisé',
      html: `<p>Bonjour ${name},</p><p>Votre mot de passe temporaire est <strong>${temporary}</strong>. Connectez-vous avec celui-ci d’ici 24 heures. Il ne sert qu’à une seule connexion, après laquelle vous devrez choisir un nouveau mot de passe.</p>`,
    };
  return {
    subject: 'Your Dealer Portal password was reset',
    html: `<p>Hello ${name},</p><p>Your temporary password is <strong>${temporary}</strong>. Sign in with it within 24 hours; it works for one sign-in, and you will be asked to choose a new password.</p>`,
  };
}
