import { Route, Routes } from 'react-router';
import { TrainingPage } from './pages/TrainingPage';
import { ContactsPage } from './pages/ContactsPage';
import { DocumentsPage } from './pages/DocumentsPage';
import { ProfilePage } from './pages/ProfilePage';
import { TermsPage } from './pages/TermsPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { SupportPage } from './pages/SupportPage';

/** The Resources area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/resources/training" element={<TrainingPage />} />
      <Route path="/resources/contacts" element={<ContactsPage />} />
      <Route path="/documents" element={<DocumentsPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/help/support" element={<SupportPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
