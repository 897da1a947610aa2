// The lint panel's action buttons (a message's Fix, its suggestions) named by their own text, in the page's
// language. CodeMirror names each one in English words of its own, whatever the phrases it is given
// (` Action: Fix (access key "F)".`, the quote misplaced), so a screen reader on a Hindi page heard English
// around the Hindi name. The access key CodeMirror underlines (pressed on the panel's selected message)
// stays said, as `aria-keyshortcuts`.
import type { Extension } from '@codemirror/state';
import { ViewPlugin } from '@codemirror/view';

const UNNAMED = '.cm-panel-lint .cm-diagnosticAction[aria-label]';

/** Names the lint panel's action buttons by their text, each time the panel draws them. */
export const actionNames: Extension = ViewPlugin.define((view) => {
  const name = (): void => {
    for (const button of view.dom.querySelectorAll<HTMLElement>(UNNAMED)) {
      button.removeAttribute('aria-label');
      const key = button.querySelector('u')?.textContent;
      if (key) button.setAttribute('aria-keyshortcuts', key);
    }
  };
  // The panel redraws its list outside the editor's update cycle (and after a view plugin's update): its
  // changes are seen as they land.
  const observer = new MutationObserver(name);
  observer.observe(view.dom, { childList: true, subtree: true });
  name();
  return {
    destroy() {
      observer.disconnect();
    },
  };
});
