// Kept in shared/ since the claim form of the Service area uses them too.
export * from '@portal/shared/forms/useDraft';
