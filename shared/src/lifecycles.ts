/** What every area exposes as `./lifecycles` (and the rewards area as `./rewardsPanel`):
 * single-spa parcel lifecycles. Declared once here, so the shell and every remote agree. */
export interface AreaProps {
  /** Router basename: '' in the portal (areas route on full portal paths), a sub-path when a
   * remote's standalone page is served under one. */
  basename?: string;
}

export interface ParcelLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}
