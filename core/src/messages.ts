// Every user-facing text of SPEC.md, quoted exactly. Nobody re-types these strings.

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
} as const;

/** The four service highlights of the home page; the chatbot answers from the same facts. */
export const serviceHighlights = [
  { title: 'Free Shipping', text: 'Free delivery on every order, with no minimum spend.' },
  { title: 'Easy Returns', text: 'Return any item within 30 days of delivery.' },
  { title: 'Secure Payment', text: 'Card payments are encrypted end to end.' },
  { title: 'Money Back Guarantee', text: 'Your money back within 60 days if you are not happy.' },
] as const;
