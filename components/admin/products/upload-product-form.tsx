'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CATEGORIES } from '@/lib/categories';
import { HSN_LEAST_DIGITS, hasInvoiceHsn } from '@/lib/gst/hsn';
import { GST_SLABS, isRetiredGstRate } from '@/lib/gst/slabs';
import { messages } from '@/lib/messages';
import type { Product } from '@/lib/types/product';
import { MAX_PRODUCT_IMAGES, RATING_MAX, RATING_MIN, TEXT_LIMITS } from '@/lib/shop-rules';
import { adminFetch, adminJson, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { ACCEPTED_IMAGE_TYPES, pickImages } from './image-picks';
import { EMPTY_FIELDS, fieldsOf, missingFields, productPayload, productProblem, type FormMode, type ProductFields } from './product-payload';
import { SavedProductLinks } from './saved-product-links';
import styles from './upload-product-form.module.css';
import { AdminStatusLine } from '../admin-status-line';
import type { AdminStatus } from '../admin-status-line';
import { paths } from '@/lib/paths';

/** An image of the product: one already stored (url only) or a picked file shown through a blob: preview. */
interface ImageItem {
  key: number;
  url: string;
  file?: File;
}

class UploadStepError extends Error {}

/**
 * One POST per image. A refusal shows the server's reason ("Only JPEG, PNG,
 * WebP or GIF images can be uploaded."); "Cloudinary upload failed" only when there is none.
 */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await adminFetch('/api/uploads', { method: 'POST', body: form });
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    throw new UploadStepError(messages.products.cloudinaryFailed);
  }
  const body = await readAnswer(response);
  if (!response.ok || typeof body?.secure_url !== 'string') throw new UploadStepError(answerMessage(body) ?? messages.products.cloudinaryFailed);
  return body.secure_url;
}

interface Props {
  /** The product being edited; absent when adding a new one. */
  product?: Product;
  /** The edited product's ETag as the database had it: the save is made only if it still matches. */
  etag?: string;
  /** An edit link pointed at a product that no longer exists. */
  editMissing?: boolean;
  /** The configuration's HSN_MIN_DIGITS: the fewest digits an HSN code may have. */
  hsnMinDigits?: number;
}

/** Upload Products: adds a product with up to 5 images, or edits one (saved with PATCH). */
export function UploadProductForm({ product, etag, editMissing = false, hsnMinDigits = HSN_LEAST_DIGITS }: Props) {
  const mode: FormMode = product ? 'edit' : 'create';
  const id = useId();
  const nextKey = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<ProductFields>(() => (product ? fieldsOf(product) : EMPTY_FIELDS));
  const openedStock = useRef<number | null>(product?.stock ?? null);
  const [images, setImages] = useState<ImageItem[]>(() => (product?.images ?? []).map((url) => ({ key: nextKey.current++, url })));
  const [notices, setNotices] = useState<string[]>([]);
  const [status, setStatus] = useState<AdminStatus>(null);
  const [submitting, setSubmitting] = useState(false);
  // The required fields left empty at the last submit, each marked with its message.
  const [missing, setMissing] = useState<ReturnType<typeof missingFields>>({});
  // The product just added: links to its page and its edit form.
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The version this form's edit builds on; each save moves it on to the version it wrote.
  const editedEtag = useRef(etag);
  // The product's GST fields as stored: as opened, then as each save wrote them (the flags follow them).
  const [storedTax, setStoredTax] = useState<{ hsnCode?: string | null; gstRate?: number | null } | undefined>(product);

  // Blob previews hold the picked file in memory until revoked: free them when the form goes away.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => {
      for (const image of imagesRef.current) if (image.file) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const set = (key: keyof ProductFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    if (key === 'name' || key === 'category') setMissing((current) => ({ ...current, [key]: undefined }));
  };

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again (after removing it) fires a change.
    event.target.value = '';
    const { accepted, notices: refused } = pickImages(picked, images.length);
    setNotices(refused);
    if (accepted.length === 0) return;
    setImages((current) => [...current, ...accepted.map((file) => ({ key: nextKey.current++, url: URL.createObjectURL(file), file }))]);
  }

  function removeImage(key: number) {
    setNotices([]);
    setImages((current) => {
      const removed = current.find((image) => image.key === key);
      if (removed?.file) URL.revokeObjectURL(removed.url);
      return current.filter((image) => image.key !== key);
    });
  }

  function reset() {
    for (const image of images) if (image.file) URL.revokeObjectURL(image.url);
    setFields(EMPTY_FIELDS);
    setImages([]);
    setNotices([]);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const storedUrls = images.filter((image) => !image.file).map((image) => image.url);
    setSaved(null);
    const empty = missingFields(fields);
    setMissing(empty);
    const problem = productProblem(fields, storedUrls, mode, hsnMinDigits);
    if (problem) {
      setStatus({ kind: 'error', text: problem });
      // The first empty required field takes the focus, its message beside it.
      const first = empty.name ? 'name' : empty.category ? 'category' : null;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const urls: string[] = [];
      for (const image of images) urls.push(image.file ? await uploadImage(image.file) : image.url);

      const payload = productPayload(fields, urls, mode);
      // The stock figure is saved as a change from the one the form was opened with: the server refuses it (412) if orders moved it since.
      if (product && typeof payload.stock === 'number' && openedStock.current != null) payload.stockWas = openedStock.current;
      let response: Response;
      try {
        response = product
          ? await adminJson(`/api/products/${product._id}`, 'PATCH', payload, editedEtag.current ? { 'If-Match': editedEtag.current } : {})
          : await adminJson('/api/products', 'POST', payload);
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        throw new UploadStepError(messages.products.backendFailed);
      }
      if (response.status === 412) {
        // A stock that moved since the form was opened: the server's message gives the current figure.
        const refused = (await readAnswer(response)) as { message?: unknown; stock?: unknown } | null;
        const stockMoved = typeof refused?.stock === 'number' && typeof refused.message === 'string';
        setStatus({ kind: 'error', text: stockMoved ? String(refused.message) : messages.products.changedElsewhere });
        return;
      }
      if (!response.ok) throw new UploadStepError(messages.products.backendFailed);
      editedEtag.current = response.headers.get('etag') ?? undefined;
      openedStock.current = typeof payload.stock === 'number' ? payload.stock : null;

      if (product) {
        setStoredTax({ hsnCode: payload.hsnCode as string | null | undefined, gstRate: payload.gstRate as number });
        // The picked files are stored now: keep showing them, by their stored URLs.
        for (const image of images) if (image.file) URL.revokeObjectURL(image.url);
        setImages(urls.map((url) => ({ key: nextKey.current++, url })));
        setStatus({ kind: 'success', text: adminTexts.productUpdated });
      } else {
        const created = (await readAnswer(response)) as { _id?: unknown; name?: unknown } | null;
        reset();
        setStatus({ kind: 'success', text: messages.products.uploaded });
        if (typeof created?._id === 'string') setSaved({ id: created._id, name: typeof created.name === 'string' ? created.name : fields.name });
      }
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      const reason = error instanceof UploadStepError ? error.message : messages.products.backendFailed;
      if (!(error instanceof UploadStepError)) console.error('Product upload failed', error);
      setStatus({ kind: 'error', text: `${messages.products.uploadFailed}${reason}` });
    } finally {
      setSubmitting(false);
    }
  }

  const full = images.length >= MAX_PRODUCT_IMAGES;
  // A stored product without an HSN code, or still at a retired rate, says so until the admin fixes it.
  const hsnMissing = storedTax !== undefined && !hasInvoiceHsn(storedTax.hsnCode, hsnMinDigits);
  const storedRate = Number(storedTax?.gstRate);
  const retiredRate = storedTax !== undefined && isRetiredGstRate(storedRate) ? storedRate : null;

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{product ? adminTexts.editTitle : adminTexts.uploadTitle}</h1>
      {editMissing && <p className={ui.error}>{adminTexts.editMissing}</p>}
      {product && (
        <p className={ui.muted}>
          <Link href={paths.admin.allProducts()}>{adminTexts.backToProducts}</Link>
        </p>
      )}
      <form ref={formRef} className={`${ui.panel} ${styles.form}`} method="post" onSubmit={submit} noValidate aria-busy={submitting}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>
            {adminTexts.productName} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            aria-required="true"
            aria-invalid={missing.name ? true : undefined}
            aria-describedby={missing.name ? `${id}-name-error` : undefined}
            value={fields.name}
            onChange={set('name')}
            maxLength={TEXT_LIMITS.productName}
          />
          {missing.name && (
            <p id={`${id}-name-error`} className={styles.fieldError}>
              {missing.name}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>
            {adminTexts.category} <span aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-category`}
            name="category"
            aria-required="true"
            aria-invalid={missing.category ? true : undefined}
            aria-describedby={missing.category ? `${id}-category-error` : undefined}
            value={fields.category}
            onChange={set('category')}
          >
            <option value="">{adminTexts.chooseCategory}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {missing.category && (
            <p id={`${id}-category-error`} className={styles.fieldError}>
              {missing.category}
            </p>
          )}
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-price`}>
              {adminTexts.price} (₹) <span className={styles.optional}>{adminTexts.optional}</span>
            </label>
            <input id={`${id}-price`} name="price" type="number" inputMode="decimal" min={0} step="0.01" value={fields.price} onChange={set('price')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-rating`}>
              {adminTexts.rating} <span className={styles.optional}>{adminTexts.optional}</span>
            </label>
            <input
              id={`${id}-rating`}
              name="rating"
              type="number"
              inputMode="decimal"
              min={RATING_MIN}
              max={RATING_MAX}
              step="0.1"
              value={fields.rating}
              onChange={set('rating')}
            />
          </div>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-hsn`}>
              {adminTexts.hsnCode(hsnMinDigits)} <span className={styles.optional}>{adminTexts.optional}</span>
            </label>
            <input
              id={`${id}-hsn`}
              name="hsnCode"
              inputMode="numeric"
              pattern={`[0-9]{${hsnMinDigits},8}`}
              maxLength={8}
              value={fields.hsnCode}
              onChange={set('hsnCode')}
              aria-describedby={hsnMissing ? `${id}-hsn-flag` : undefined}
            />
            {hsnMissing && (
              <p id={`${id}-hsn-flag`} className={`${styles.hint} ${ui.error}`} data-testid="hsn-missing">
                <strong>{adminTexts.hsnMissing}.</strong> {adminTexts.hsnMissingHint}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-gst`}>{adminTexts.gstRate}</label>
            <select
              id={`${id}-gst`}
              name="gstRate"
              value={fields.gstRate}
              onChange={set('gstRate')}
              aria-describedby={retiredRate !== null ? `${id}-gst-flag` : undefined}
            >
              {retiredRate !== null && (
                <option value={String(retiredRate)} disabled>
                  {adminTexts.retiredRateOption(retiredRate)}
                </option>
              )}
              {GST_SLABS.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate}%
                </option>
              ))}
            </select>
            {retiredRate !== null && (
              <p id={`${id}-gst-flag`} className={`${styles.hint} ${ui.error}`} data-testid="retired-rate">
                {adminTexts.retiredRateHint(retiredRate)}
              </p>
            )}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-stock`}>
            {adminTexts.stock} <span className={styles.optional}>{adminTexts.optional}</span>
          </label>
          <input
            id={`${id}-stock`}
            name="stock"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={fields.stock}
            onChange={set('stock')}
            aria-describedby={`${id}-stock-hint`}
          />
          <p id={`${id}-stock-hint`} className={styles.hint}>
            {adminTexts.stockHint}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-offer`}>
            {adminTexts.offer} <span className={styles.optional}>{adminTexts.optional}</span>
          </label>
          <input id={`${id}-offer`} name="offer" value={fields.offer} onChange={set('offer')} maxLength={TEXT_LIMITS.offer} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-description`}>
            {adminTexts.description} <span className={styles.optional}>{adminTexts.optional}</span>
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={5}
            value={fields.description}
            onChange={set('description')}
            maxLength={TEXT_LIMITS.description}
          />
        </div>

        <fieldset className={styles.images}>
          <legend>
            {adminTexts.images} ({images.length}/{MAX_PRODUCT_IMAGES})
          </legend>
          <p id={`${id}-images-hint`} className={styles.hint}>
            {adminTexts.imagesHint}
          </p>
          <input
            ref={fileInput}
            id={`${id}-images`}
            className={styles.fileInput}
            type="file"
            name="images"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple
            disabled={full}
            aria-describedby={`${id}-images-hint`}
            onChange={addFiles}
          />
          <label htmlFor={`${id}-images`} className={`${ui.buttonSecondary} ${styles.fileButton}`} aria-disabled={full}>
            {adminTexts.addImages}
          </label>
          {notices.length > 0 && (
            <ul className={styles.notices} role="alert">
              {notices.map((notice, index) => (
                <li key={index}>{notice}</li>
              ))}
            </ul>
          )}
          {images.length > 0 && (
            <ul className={styles.previews}>
              {images.map((image, index) => (
                <li key={image.key} className={styles.preview}>
                  <Image src={image.url} alt={adminTexts.imagePreview(index + 1)} width={120} height={120} unoptimized className={styles.previewImage} />
                  <button type="button" className={styles.remove} onClick={() => removeImage(image.key)} aria-label={adminTexts.removeImage(index + 1)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <AdminStatusLine status={status} />
        {saved && <SavedProductLinks id={saved.id} name={saved.name} />}
        <div>
          <button type="submit" className={ui.button} disabled={submitting}>
            {product ? adminTexts.saveButton : adminTexts.uploadButton}
          </button>
        </div>
      </form>
      {submitting && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <div className={styles.overlayBox}>
            <span className={styles.spinner} aria-hidden="true" />
            <p>{messages.products.uploading}</p>
          </div>
        </div>
      )}
    </div>
  );
}
