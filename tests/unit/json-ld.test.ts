import { describe, expect, it } from 'vitest';
import { organizationStructuredData, articleStructuredData, faqStructuredData } from '@/components/seo/structured-data';
import { site } from '@/content/site';
import { serializeJsonLd } from '@/lib/json-ld';

describe('JSON-LD serialisation (no text can break out of the script tag)', () => {
  const hostile = {
    headline: 'Printers </script><script>alert(1)</script>',
    comment: '<!-- hidden --> and <![CDATA[ x ]]>',
    separators: 'line\u2028para\u2029end',
    amp: 'Tom & Jerry > Spike',
    nested: [{ text: '</SCRIPT >' }],
  };

  it('never emits "<" or ">", so "</script>" and "<!--" cannot appear in the output', () => {
    const out = serializeJsonLd(hostile);
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).not.toContain('<!--');
  });

  it('escapes the JavaScript line separators U+2028 and U+2029', () => {
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(out).toContain('\\u2028');
    expect(out).toContain('\\u2029');
  });

  it('parses back to exactly the same object', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const business = organizationStructuredData();
    expect(JSON.parse(serializeJsonLd(business))).toEqual(business);
  });
});

describe('structured data content', () => {
  it('describes the business as a LocalBusiness with address, phones, email, Mo-Sa 10:00-19:30 and socials', () => {
    const data = organizationStructuredData();
    expect(data['@type']).toBe('ElectronicsStore');
    expect(data.name).toBe(site.name);
    expect(data.address.addressLocality).toBe('Ludhiana');
    expect(data.telephone).toBe(site.phone);
    expect(data.contactPoint.map((point) => point.telephone)).toEqual([site.phone, site.mobile]);
    expect(data.email).toBe(site.email);
    expect(data.openingHours).toBe('Mo-Sa 10:00-19:30');
    expect(data.sameAs).toEqual(site.socials.map((social) => social.url));
    expect(data.logo).toMatch(/^https?:\/\/.+\/images\/logo\.png$/);
  });

  it('gives an article absolute URLs for the page and its image', () => {
    const data = articleStructuredData({
      path: '/tvs_e_label_printers',
      title: 'T',
      description: 'D',
      image: '/images/articles/tvs_e_label_printers.webp',
      date: '2024-04-08',
      category: 'Printers',
      keywords: ['a', 'b'],
    });
    expect(data['@type']).toBe('Article');
    expect(data.url).toMatch(/^https?:\/\/[^/]+\/tvs_e_label_printers$/);
    expect(data.image[0]).toMatch(/^https?:\/\/[^/]+\/images\/articles\/tvs_e_label_printers\.webp$/);
    expect(data.datePublished).toBe('2024-04-08');
  });

  it('turns FAQ entries into FAQPage questions with accepted answers', () => {
    const data = faqStructuredData([{ q: 'Q1?', a: 'A1' }]);
    expect(data).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } }] });
  });
});
