"""The Tool Devkit language server (installed as `devkit_server`).

A thin adapter: every diagnostic, fix, hover text and completion comes from `devkit`.
"""

import os
import sys


def _forget_working_directory() -> None:
    """Take the working directory off the import path before anything else is imported.

    `python -m devkit_server` puts the working directory first on `sys.path`, and editors
    start the server in the workspace: a workspace `tomllib.py` or `pydantic/` would then
    run inside the server. The server never needs modules from its working directory.
    (A workspace `devkit_server/` is imported before this runs; the shipped editor configs
    prevent that with PYTHONSAFEPATH and a working directory outside the workspace.)
    """
    cwd = os.getcwd()
    sys.path[:] = [p for p in sys.path if p and os.path.abspath(p) != cwd]


_forget_working_directory()
