import os
import sys

# `python -m devkit` puts the working directory first on sys.path; `devkit lsp` started in a
# workspace must not import the workspace's `tomllib.py` or `pydantic/` (see devkit_server).
sys.path[:] = [p for p in sys.path if p and os.path.abspath(p) != os.getcwd()]

from devkit.cli import main  # noqa: E402

main()
