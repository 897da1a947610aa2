import { isAbsolute, relative, resolve } from 'node:path';

/**
 * The folder the github and sarif formats name files from. GitHub reads an annotation's `file` and code
 * scanning a SARIF `uri` from the repository's root, not from the job's working directory: a job run in
 * `app/` that printed `templates/a.json` annotated no file. In GitHub Actions (`GITHUB_WORKSPACE`, the
 * checkout) that root, when the run is inside it; elsewhere the working directory. The workspace is
 * compared by its real path, as the working directory is one: a runner whose workspace is reached through a
 * link (a `_work` folder linked to another disk) annotated files from the wrong folder (found by QA).
 */
export function reportRoot(cwd: string, env: Readonly<Record<string, string | undefined>>, realPath: (path: string) => string = (path) => path): string {
  const workspace = env.GITHUB_WORKSPACE;
  if (workspace === undefined || workspace === '') return cwd;
  const root = realPath(resolve(cwd, workspace));
  const inside = relative(root, cwd);
  return inside === '' || (!inside.startsWith('..') && !isAbsolute(inside)) ? root : cwd;
}
