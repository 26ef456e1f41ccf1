import type { CSSProperties } from 'react';
import { site } from '@/content/site';
import { socialIcons } from './icons';

/** The shop's social profiles as icon links (new tab); each link is named for screen readers. */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={className} style={{ '--social-count': site.socials.length } as CSSProperties}>
      {site.socials.map((social) => {
        const Icon = socialIcons[social.name];
        return (
          <li key={social.name}>
            <a href={social.url} className={linkClassName} target="_blank" rel="noopener noreferrer">
              <Icon width={18} height={18} />
              <span className="visually-hidden">{`${site.name} on ${social.name} (opens in a new tab)`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
