/** A contact-form message as the admin reads it. */

export interface ContactMessage {
  _id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: string;
}
