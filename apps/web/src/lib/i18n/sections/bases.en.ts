/** English strings of the bases screens. */
export const bases = {
  title: 'Bases',
};
