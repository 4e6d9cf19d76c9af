// Standalone entry for QA: the same lifecycles the shell mounts, behind a minimal sign-in.
import { mountStandalone } from '@portal/shared/ui/standalone';
import * as lifecycles from './lifecycles';

mountStandalone('resources', lifecycles);
