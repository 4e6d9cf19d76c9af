/** The catalogue's diagrams: every model's assemblies. */
export const DIAGRAMS_PATH = '/parts/catalog/diagrams';

/** One diagram, with a callout selected when given. */
export const diagramPath = (diagramId: number, callout?: number) =>
  `${DIAGRAMS_PATH}/${diagramId}${callout === undefined ? '' : `?callout=${callout}`}`;
