import type { MouseEvent } from 'react';
import { Link } from '@/components/link/Link';
import type { OtherLineHits, SearchResultGroup } from '@/lib/search/types';
import { useMessages } from '@/components/i18n/MessagesContext';
import { HighlightedText } from './HighlightedText';
import { HintIcon } from './HintIcon';
import styles from './SearchResults.module.css';

interface SearchResultsProps {
  listId: string;
  result: SearchResultGroup[];
  /** The query's hits on another line, when this line has none that cover it. */
  elsewhere?: OtherLineHits;
  loading: boolean;
  /** What failed, when the search could not run; shown with a Retry instead of "No content was found". */
  error?: string;
  onRetry: () => void;
  active: number;
  onHover: (index: number) => void;
  /** Called when a result opens in this tab (the link itself navigates); not for a new-tab click. */
  onOpen: () => void;
}

/** A click the browser sends to another tab or window: a middle click, or one with a modifier key. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The grouped result list (a listbox of options, each a link), or the loading, error and empty states. */
/** "3 results in 7.x", a link to the best of them: the query finds what it covers on another line only. */
function OtherLineNote({ hits }: { hits: OtherLineHits }) {
  const messages = useMessages();
  return (
    <p className={styles.elsewhere} data-search-elsewhere={hits.line}>
      {/* A plain link: the other line is another part of the site, loaded afresh like the version switch's. */}
      <a href={hits.link} onMouseDown={(event) => event.preventDefault()}>
        {messages.searchOtherLine(hits.count, hits.line)}
      </a>
    </p>
  );
}

export function SearchResults({ listId, result, elsewhere, loading, error, onRetry, active, onHover, onOpen }: SearchResultsProps) {
  const messages = useMessages();
  if (loading) return <p className={styles.state}>{messages.loading}</p>;
  if (error)
    return (
      <div className={`${styles.state} ${styles.error}`} role="alert">
        <p>{error}</p>
        <p>{messages.searchRetryHint}</p>
        {/* Keeps the focus in the input, as the options do: the list must not close before the click lands. */}
        <button type="button" className="retry-button" onMouseDown={(event) => event.preventDefault()} onClick={onRetry}>
          {messages.retry}
        </button>
      </div>
    );
  if (result.length === 0)
    return (
      <>
        <p className={styles.state}>{messages.noContent}</p>
        {elsewhere && <OtherLineNote hits={elsewhere} />}
      </>
    );
  // Options are numbered across groups: each group's first option follows the previous group's last.
  const firsts = result.map((_, groupIndex) => result.slice(0, groupIndex).reduce((sum, group) => sum + group.hints.length, 0));
  return (
    <>
      <div role="listbox" id={listId} aria-label={messages.searchResultsLabel}>
        {result.map((group, groupIndex) => (
          <div role="group" key={group.title} aria-labelledby={`${listId}-group-${groupIndex}`}>
            <div id={`${listId}-group-${groupIndex}`} className={styles.groupTitle} role="presentation">
              {group.title}
            </div>
            {group.hints.map((hint, hintIndex) => {
              const own = firsts[groupIndex] + hintIndex;
              return (
                // A real link: a click opens it here, a middle or Ctrl/⌘ click in a new tab, and its address shows.
                <Link
                  key={`${hint.type}:${hint.link}`}
                  href={hint.link}
                  id={optionId(listId, own)}
                  role="option"
                  aria-selected={own === active}
                  // The input keeps the focus (aria-activedescendant), so the options are no tab stops.
                  tabIndex={-1}
                  className={styles.hint}
                  // Keep focus in the input: a click must not blur it and close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => own !== active && onHover(own)}
                  onClick={(event) => {
                    // A new-tab click leaves this page, and its list, as they are.
                    if (!opensElsewhere(event)) onOpen();
                  }}
                >
                  <HintIcon type={hint.type} />
                  <span className={styles.hintBody}>
                    <span className={styles.hintTitle}>
                      <HighlightedText chunks={hint.highlightTitleTexts} />
                      <span className="visually-hidden"> · {messages.searchHintTypes[hint.type]}</span>
                    </span>
                    {hint.highlightTexts.length > 0 && (
                      <span className={styles.hintText}>
                        <HighlightedText chunks={hint.highlightTexts} />
                      </span>
                    )}
                    {hint.type !== 'page' && <span className={styles.hintPage}>{hint.pageTitle}</span>}
                  </span>
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      {elsewhere && <OtherLineNote hits={elsewhere} />}
    </>
  );
}
