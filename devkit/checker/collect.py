"""Finding the files to check: a walk that respects `.gitignore`, skips virtualenvs, and is cheap.

On a large tree the walk, not the analysis, is what costs: so each directory is listed
once (`os.scandir`), no path is resolved after the roots, a directory's configuration is
its parent's unless it holds its own `pyproject.toml` with `[tool.devkit]`, and ignore
files (`.gitignore`, `.ignore`, matched with `pathspec`, git's semantics) are read once
per directory.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import MAX_CONFIG_BYTES, read_limited
from .config import Config, load_config

if TYPE_CHECKING:
    import pathspec

# Directories nobody wants checked (ruff's defaults); `exclude` in the config adds to these.
SKIP_DIRS = frozenset(
    {
        ".bzr",
        ".direnv",
        ".eggs",
        ".git",
        ".git-rewrite",
        ".hg",
        ".mypy_cache",
        ".nox",
        ".pants.d",
        ".pytype",
        ".ruff_cache",
        ".svn",
        ".tox",
        ".venv",
        ".devkit_cache",
        ".pytest_cache",
        "__pypackages__",
        "__pycache__",
        "_build",
        "buck-out",
        "build",
        "dist",
        "node_modules",
        "site-packages",
        "venv",
    }
)
IGNORE_FILES = (".gitignore", ".ignore")
PYTHON_SUFFIXES = (".py", ".pyi")


class MissingPath(Exception):
    """A path given on the command line does not exist (a usage error, exit 2)."""


@dataclass
class Target:
    path: Path  # where to read it
    display: str  # how to name it in output: as given on the command line, joined
    config: Config


class ConfigResolver:
    """The configuration of each directory, each pyproject.toml read once."""

    def __init__(
        self, explicit: Path | None, overrides: Callable[[Config], Config] | None = None
    ) -> None:
        self._explicit = load_config(explicit) if explicit else None
        self._overrides = overrides
        self._loaded: dict[str, Config | None] = {}  # pyproject.toml path -> its config
        self._nearest: dict[str, Config] = {}  # directory -> config in force there

    def _own(self, directory: str) -> Config | None:
        """The config of `directory`'s own pyproject.toml, if it has a [tool.devkit] table."""
        candidate = os.path.join(directory, "pyproject.toml")
        if candidate not in self._loaded:
            config = None
            try:
                text = read_limited(candidate, MAX_CONFIG_BYTES).decode("utf-8", "replace")
            except OSError:
                text = ""
            if "[tool.devkit" in text:
                config = load_config(Path(candidate))
                if self._overrides is not None:
                    config = self._overrides(config)
            self._loaded[candidate] = config
        return self._loaded[candidate]

    def _default(self, directory: str) -> Config:
        config = self._explicit or Config(root=Path(directory))
        return self._overrides(config) if self._overrides is not None else config

    def for_dir(self, directory: Path | str) -> Config:
        """The config in force in `directory` (an absolute path): found upward, once."""
        key = os.path.abspath(directory)
        found = self._nearest.get(key)
        if found is None:
            if self._explicit is not None:
                found = self._default(key)
            else:
                own = self._own(key)
                parent = os.path.dirname(key)
                if own is not None:
                    found = own
                elif parent == key:
                    found = self._default(key)
                else:
                    above = self.for_dir(parent)
                    # Outside any configured project the root is where the walk started.
                    found = above if above.source is not None else self._default(key)
            self._nearest[key] = found
        return found

    def for_child(self, parent: Config, directory: str, has_pyproject: bool) -> Config:
        """The config of a directory met while walking: its own, or its parent's."""
        if self._explicit is None and has_pyproject:
            own = self._own(directory)
            if own is not None:
                return own
        return parent


@dataclass
class _Ignores:
    """The ignore files in force in a directory: (base directory, spec), outermost first."""

    specs: tuple[tuple[str, pathspec.PathSpec], ...] = ()

    def ignored(self, path: str, is_dir: bool) -> bool:
        for base, spec in reversed(self.specs):  # the deepest file has the last word
            # Both absolute, `path` below `base` (or `base` itself): no relpath per path.
            prefix = base if base.endswith(os.sep) else base + os.sep
            relative = path[len(prefix) :] if path != base else "."
            if os.sep != "/":
                relative = relative.replace(os.sep, "/")
            result = spec.check_file(relative + "/" if is_dir else relative)
            if result.include is not None:
                return bool(result.include)
        return False

    def with_files_of(self, directory: str, names: set[str] | None = None) -> _Ignores:
        specs = self.specs
        for name in IGNORE_FILES:
            if names is not None and name not in names:
                continue
            try:
                text = read_limited(os.path.join(directory, name), MAX_CONFIG_BYTES)
            except OSError:
                continue
            lines = text.decode("utf-8", "replace").splitlines()
            import pathspec  # only for a tree with ignore files (a sixtieth of a second)

            specs = (*specs, (directory, pathspec.GitIgnoreSpec.from_lines(lines)))
        return _Ignores(specs)


def _ancestor_ignores(directory: str) -> _Ignores:
    """Ignore files above the walk's root, up to the repository's top (a `.git` there)."""
    chain, current = [], os.path.dirname(directory)
    while True:
        chain.append(current)
        if os.path.exists(os.path.join(current, ".git")):
            break
        parent = os.path.dirname(current)
        if parent == current:
            return _Ignores()  # not in a repository: only ignore files inside the walk
        current = parent
    ignores = _Ignores()
    for ancestor in reversed(chain):
        ignores = ignores.with_files_of(ancestor)
    if ignores.ignored(directory, True):
        # A directory named on the command line is checked even if an outer .gitignore
        # covers it (a virtualenv's library, a vendored tree): as ruff does.
        return _Ignores()
    return ignores


def _is_python(name: str) -> bool:
    return name.endswith(PYTHON_SUFFIXES)


@dataclass
class Collector:
    """Walks the given paths into check targets; `skipped` says what was passed over."""

    resolver: ConfigResolver
    force_exclude: bool = False
    respect_gitignore: bool = True
    skipped: list[str] = field(default_factory=list)

    def targets(self, paths: list[str]) -> Iterator[Target]:
        for given in paths:
            root = Path(given)
            if not root.exists():
                raise MissingPath(f"{given}: no such file or directory")
            absolute = os.path.abspath(given)
            if not root.is_dir():
                yield from self._given_file(given, absolute)
                continue
            config = self.resolver.for_dir(absolute)
            ignores = _ancestor_ignores(absolute) if self.respect_gitignore else _Ignores()
            yield from self._walk(given, absolute, absolute, config, ignores)

    def _given_file(self, given: str, absolute: str) -> Iterator[Target]:
        directory = os.path.dirname(absolute)
        config = self.resolver.for_dir(directory)
        if not _is_python(given):
            self.skipped.append(f"{given}: not a Python file (.py or .pyi); skipped")
            return
        if self.force_exclude and (
            config.is_excluded(absolute)
            or (self.respect_gitignore and _ancestor_ignores(absolute).ignored(absolute, False))
        ):
            return
        yield Target(Path(given), given, config)

    def _walk(
        self, given: str, root: str, directory: str, config: Config, ignores: _Ignores
    ) -> Iterator[Target]:
        try:
            with os.scandir(directory) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as exc:
            self.skipped.append(f"{directory}: cannot list: {exc.strerror or exc}")
            return
        names = {e.name for e in entries}
        if self.respect_gitignore and names & set(IGNORE_FILES):
            ignores = ignores.with_files_of(directory, names)
        config = self.resolver.for_child(config, directory, "pyproject.toml" in names)
        subdirectories = []
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                continue
            if is_dir:
                if entry.name in SKIP_DIRS or entry.name.endswith(".egg-info"):
                    continue
                subdirectories.append(entry)
            elif _is_python(entry.name) and not self._excluded(entry.path, False, config, ignores):
                display = os.path.join(given, os.path.relpath(entry.path, root))
                yield Target(Path(entry.path), display, config)
        for entry in subdirectories:
            if os.path.exists(os.path.join(entry.path, "pyvenv.cfg")):
                continue  # a virtualenv, whatever its name
            if self._excluded(entry.path, True, config, ignores):
                continue
            yield from self._walk(given, root, entry.path, config, ignores)

    def _excluded(self, path: str, is_dir: bool, config: Config, ignores: _Ignores) -> bool:
        if config.exclude and config.is_excluded(path):
            return True
        return self.respect_gitignore and bool(ignores.specs) and ignores.ignored(path, is_dir)


def collect(paths: list[str], resolver: ConfigResolver) -> Iterator[Target]:
    """Targets for `paths` (kept for callers that need no skip messages)."""
    return Collector(resolver).targets(paths)
