import { CatalogScreen } from '../catalog/CatalogScreen';

export function CatalogPage() {
  return <CatalogScreen />;
}
