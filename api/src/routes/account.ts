import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { setRefreshCookie } from '../auth/refreshCookie';
import { LanguageChoice, PasswordChangeBody, PasswordChanged } from '@portal/shared/contract/users';
import { changeOwnPassword, setOwnLanguage } from '../services/users';
import { EmailParams } from './users';

/** What signed-in users change on their own record: their language and their password. */
const accountRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  // The signed-in user's own language, kept on their record so it follows them to
  // another browser. Not in the token, so no session ends.
  api.put(
    API_PATHS.language,
    {
      schema: {
        tags: ['users'],
        operationId: 'setMyLanguage',
        summary: "Keep the signed-in user's language on their record",
        body: LanguageChoice,
        response: { 200: LanguageChoice },
      },
    },
    async (req) => {
      const { language } = req.body;
      await setOwnLanguage(db, req.user!, language);
      return { language };
    },
  );

  api.put(
    API_PATHS.password,
    {
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: "Change the signed-in user's own password; other sessions end",
        params: EmailParams,
        body: PasswordChangeBody,
        response: { 200: PasswordChanged },
      },
    },
    async (req, reply) => {
      const issued = await changeOwnPassword(
        db,
        api.deps.tokens,
        req.user!,
        req.params.email,
        req.body,
      );
      api.deps.sessionGate.forgetAll();
      setRefreshCookie(reply, api.prefix, issued.refreshToken, issued.refreshExpiresAt);
      return { message: 'Password updated successfully.', token: issued.token };
    },
  );
};
export default accountRoutes;
