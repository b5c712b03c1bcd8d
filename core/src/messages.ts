// Every user-facing text the specification quotes (docs/spec.md), word for word: tests look for them.
// Nobody re-types these strings.

export const messages = {
  productUnavailable: 'The product is Unavailable!',
  notRatedYet: 'Not rated yet',
  loadMoreReviews: 'Load More Reviews',
  emptyCart: 'Empty Cart',
  loginToCheckout: 'You need to login to checkout',
  loggedIn: 'logged in',
  createdAccount: 'Created Account',
  invalidImage: 'Please choose a valid image file (JPEG, PNG, GIF).',
  loginToReview: 'You must be logged in to submit a review.',
  productIdMissing: 'Product ID is missing.',
  selectCategory: 'Select category',
  usernameEmpty: 'Username cannot be empty.',
  chatPlaceholder: 'Type a message...',
  chatConnectionError: 'Error connecting to the chat service.',
  chatFeedbackError: 'Error sending sentiment feedback.',
  /** In place of a reply's rating buttons once it is rated. */
  chatFeedbackThanks: 'Thanks for your feedback.',
  signupFailed: 'something went wrong',
  reviewFailed: 'Failed to add review.',
  imageUploadFailed: 'Image is unable to upload.',
  addProductFailed: 'Failed to add the product.',
  profileUpdateFailed: (message: string) => `Failed to update profile: ${message}`,
  adminCheckFailed: 'Failed to fetch admin privileges.',
  adminRequired: 'You need admin privileges to access this page.',
  reviewAdded: 'Review added successfully!',
  productAdded: 'The product has been added.',
  profileUpdated: 'Profile updated successfully!',
  loggedOut: 'Logged out',
  addedToCart: 'Item has been added to cart',
  productDeleted: 'Product has been deleted',
  userDeleted: 'the user has been deleted',
  noProducts: 'no products available',
  pageLoadError: (message: string) => `Error: ${message}`,
  /** The product page's words for a link that cannot name a product (a cut-off or mistyped address). */
  productLinkBroken: 'This link does not lead to a product. It may be cut short or mistyped.',
  /** The product page's words when the product could not be loaded for any other reason. */
  productLoadFailed: 'We could not load this product just now. Please try again in a moment.',
} as const;
