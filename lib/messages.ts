import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_MEGABYTES } from './shop-rules';
import { contactFormMessages } from './messages/contact';
import { shopMessages } from './messages/shop';

/** Every user-facing text, quoted once: the shop's own wording (docs/requirements.md) and the server's messages. */
export const messages = {
  contact: {
    invalidPhone: contactFormMessages.invalidPhone,
    sendFailed: contactFormMessages.sendFailed,
    thankYouTitle: contactFormMessages.thankYouTitle,
    thankYouText: contactFormMessages.thankYouText,
    invalid: 'Please check the highlighted fields.',
    emailRefused: (email: string) => `The email address "${email}" was not accepted. Please check it and send again.`,
    tooMany: (minutes: number) => `Too many messages, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    deleteConfirm: 'Are you sure you want to delete this message?',
    deleteFailed: 'Failed to delete message.',
    deleteError: 'Server error while deleting.',
    deleted: 'Message deleted successfully!',
    empty: 'No messages yet.',
  },
  products: {
    loading: shopMessages.listingLoading,
    empty: 'No products found',
    adminEmpty: 'No products found.',
    notFound: 'Product Not Found',
    noDescription: 'No description provided.',
    priceOnRequest: 'Price on request',
    missingNameOrCategory: '⚠️ Please fill Product Name, & Category!',
    deleteConfirm: '🗑️ Are you sure you want to delete this product?',
    deleted: '✅ Product deleted successfully!',
    deleteFailed: '❌ Error deleting product: ',
    uploading: 'Uploading product, please wait...',
    uploaded: '✅ Product uploaded successfully!',
    uploadFailed: '❌ Error uploading product: ',
    cloudinaryFailed: 'Cloudinary upload failed',
    backendFailed: 'Failed to save product to backend',
    changedElsewhere: 'This product was changed elsewhere after you opened it. Reload the page to see the current version, then make your edit again.',
    addedToCart: shopMessages.addedToCart,
    stockNotTracked: "This product's stock is not counted. Set a stock figure on the product form first.",
    stockBelowZero: (stock: number) => `That would take the stock below zero: ${stock} in stock now.`,
    stockMoved: (stock: number) => `The stock changed since you opened this product: ${stock} in stock now. Reload the page, then make your change again.`,
  },
  orders: {
    placed: 'Order placed successfully!',
    failedPrefix: 'Failed to place order: ',
    exception: 'Something went wrong!',
    invoicedCannotBeDeleted: 'This order has a tax invoice, so it cannot be deleted. Cancel it instead: the invoice stays, marked cancelled.',
    created: 'Order placed successfully',
    emptyCart: 'Your cart is empty.',
    unknownProduct: 'One of the products in your cart is no longer available.',
    transactionIdRequired: 'Please enter the UPI transaction ID for an online payment.',
    deleteConfirm: 'Are you sure you want to delete this order?',
    deleted: '✅ Order deleted successfully!',
    deleteFailed: '❌ Failed to delete order.',
    deleteError: '⚠️ Something went wrong while deleting.',
    empty: 'No Orders Yet',
    noItems: 'No items found in your cart',
    pricesUpdated: "Some prices have changed since you added these items. The totals below are today's prices.",
    changedElsewhere: 'This order is being changed elsewhere right now. Reload the page and try again.',
    stillProcessing: 'This order is still being processed. Please try again in a moment.',
  },
  admin: {
    signupOk: 'Signup successful. Please log in.',
    signupClosed: 'Sign-up is closed: this shop already has an admin. Ask an existing admin to add you on the Admins page.',
    emailTaken: 'An admin with this email already exists.',
    loginOk: 'Login successful',
    loginFailed: 'Invalid email or password.',
    loggedOut: 'Logged out',
    genericError: 'Something went wrong',
    networkError: 'Server error. Try again.',
    unauthorized: 'Please log in as an admin.',
    foreignOrigin: 'Cross-site request refused.',
    loggedOutEverywhere: 'Logged out on every device',
    adminAdded: 'Admin added. They can log in with the password you gave them.',
    adminRemoved: 'Admin removed.',
    cannotRemoveSelf: 'You cannot remove yourself. Ask another admin to do it.',
    busy: 'Another change to the admins is in progress. Please try again.',
    passwordChanged: 'Password changed. Your other sessions have been logged out.',
    passwordChangedMeanwhile: 'Your password was changed at the same moment from another session. Please try again with the new one.',
    wrongCurrentPassword: 'The current password is not right.',
    passwordChecksBusy: 'Too many logins are being checked right now. Please try again in a few seconds.',
    setupCodeRequired: 'Setup code is required: find it in the server log.',
    setupCodeWrong: 'The setup code is not right: find it in the server log.',
    samePassword: 'The new password must be different from the current one.',
  },
  http: {
    invalidInput: 'Invalid input.',
    invalidJson: 'The request body must be valid JSON.',
    jsonContentType: 'Send the request body as JSON with Content-Type: application/json.',
    tooLarge: 'The request body is too large.',
    invalidId: 'Invalid id.',
    notFound: 'Not found.',
    tooManyRequests: 'Too many requests. Please try again later.',
    databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
    internal: 'Something went wrong on our side. Please try again.',
  },
  cart: {
    empty: 'Your Cart is Empty',
    quantityLimit: shopMessages.quantityLimit,
    quantityWhole: 'Quantity must be a whole number of at least 1.',
    productsGone: (names: readonly string[]) =>
      names.length === 1
        ? `${names[0]} is no longer sold and has been removed from your cart.`
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are no longer sold and have been removed from your cart.`,
  },
  pageError: {
    title: 'This page could not load right now',
    text: 'Our catalogue is briefly unavailable. Please try again in a moment, or call or WhatsApp us and we will help you straight away.',
    retry: 'Try again',
  },
  site: {
    goBackHome: 'Go Back Home',
    notFoundTitle: 'Page Not Found',
  },
  /** The blog listing, articles and policy pages. */
  content: {
    blogTitle: 'Latest Articles',
    readMore: 'Read More',
    moreBlog: 'More Blog',
    lastUpdated: 'Last updated',
    faqTitle: 'Frequently Asked Questions',
  },
  /** Order and repair tracking: one answer for a wrong number and a wrong mobile alike. */
  tracking: {
    orderNotFound: 'No order matches that order number and mobile number.',
    ticketNotFound: 'No service request matches that ticket number and mobile number.',
    invoiceNotIssued: 'The tax invoice for this order has not been issued yet. It is issued when the order is shipped.',
  },
  /** The image upload API's refusals. */
  uploads: {
    notMultipart: 'Send the image as multipart/form-data in a field named "file".',
    noFile: 'No image received: send one file in the field "file".',
    empty: 'The file is empty.',
    notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
    tooLarge: `Each image must be at most ${MAX_UPLOAD_MEGABYTES} MB.`,
    tooMany: `At most ${MAX_PRODUCT_IMAGES} images per product.`,
  },
} as const;

/** The validators' field names and refusals, and the routes' and server modules' other replies: one file a domain. */
export { fieldLabels, validationMessages } from './messages/validation';
export { replyMessages } from './messages/replies';
