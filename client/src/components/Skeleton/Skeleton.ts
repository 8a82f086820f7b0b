import "./Skeleton.css";

/** The class of a loading placeholder: a block, or a line of text. */
export function skeletonClass(shape?: "line"): string {
  return shape ? `skeleton skeleton--${shape}` : "skeleton";
}
