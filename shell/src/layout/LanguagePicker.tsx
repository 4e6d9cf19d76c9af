import { LANGUAGES, LANGUAGE_NAMES, useAuth, useLanguage } from '@portal/shared';
import { chooseLanguage } from '../login/userLanguage';
import { useT } from '../i18n';

/** The language choice on the sign-in page: a plain select (the page loads no antd). Each
 * language is named in itself, so a reader of either finds theirs. */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const userId = useAuth((s) => s.user?.id);
  return (
    <label className={className}>
      {t('Language')}{' '}
      <select
        value={language}
        onChange={(e) => void chooseLanguage(e.target.value as typeof language, userId)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
