"""`[tool.devkit]` in pyproject.toml: parsed once, validated strictly, errors name the key."""

from __future__ import annotations

import fnmatch
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from ..files import MAX_CONFIG_BYTES, read_limited, read_text_limited
from ..profiles import PROFILES
from .finding import Severity

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ALL_PREFIX = "DK"


class ConfigError(Exception):
    """A bad configuration; the message names the file and the key."""


def _known_codes() -> set[str]:
    from .rules import RULES_BY_CODE

    return set(RULES_BY_CODE)


def _known_scopes() -> set[str]:
    return {s for p in PROFILES.values() for s in p.teardown_scopes}


# Rules that run only when selected by their own code (`extend-select = ["DK902"]`), not by a
# prefix such as the default `DK`. Each is marked `opt_in = True` in its rule class.
OPT_IN_CODES = frozenset({"DK902"})


@dataclass(frozen=True)
class Config:
    select: tuple[str, ...] = (ALL_PREFIX,)
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    exclude: tuple[str, ...] = ()
    teardown_scopes: tuple[str, ...] | None = None
    severity: Mapping[str, Severity] = field(default_factory=dict)
    cache_dir: str | None = None
    fail_on: Severity = Severity.WARNING  # findings below this do not make the exit status 1
    root: Path | None = None  # directory holding the pyproject.toml it came from
    source: str | None = None  # that pyproject.toml, for messages
    # `frameworks = { <distribution> = "<version>" }`: the versions files are checked against.
    frameworks: Mapping[str, str] = field(default_factory=dict)

    def enabled(self, code: str, path: str | None = None) -> bool:
        selected = _best_match(code, (*self.select, *self.extend_select))
        ignored = _best_match(code, self.ignore)
        if selected is None or (ignored is not None and len(ignored) >= len(selected)):
            return False
        if code in OPT_IN_CODES and selected != code:
            return False
        if path is not None and self.per_file_ignores:
            relative = self.relative(path)
            for pattern, codes in self.per_file_ignores.items():
                if _glob_match(relative, pattern) and _best_match(code, codes) is not None:
                    return False
        return True

    def severity_for(self, code: str, default: Severity) -> Severity:
        match = _best_match(code, tuple(self.severity))
        return self.severity[match] if match is not None else default

    def is_excluded(self, path: str) -> bool:
        relative = self.relative(path)
        return any(_glob_match(relative, pattern) for pattern in self.exclude)

    def relative(self, path: str) -> str:
        p = Path(path)
        if self.root is not None and p.is_absolute():
            try:
                return p.relative_to(self.root).as_posix()
            except ValueError:
                pass
        elif self.root is not None:
            try:
                return p.resolve().relative_to(self.root.resolve()).as_posix()
            except (ValueError, OSError):
                pass
        return p.as_posix()

    def fingerprint(self) -> str:
        """Everything that changes findings, for the cache key."""
        return repr(
            (
                self.select,
                self.extend_select,
                self.ignore,
                sorted(self.per_file_ignores.items()),
                self.teardown_scopes,
                sorted((k, v.value) for k, v in self.severity.items()),
                sorted(self.frameworks.items()),
            )
        )


def _best_match(code: str, selectors: tuple[str, ...]) -> str | None:
    """The longest selector that is a prefix of `code` (ruff's precedence)."""
    best = None
    for s in selectors:
        if code.startswith(s) and (best is None or len(s) > len(best)):
            best = s
    return best


def _glob_match(relative: str, pattern: str) -> bool:
    pattern = pattern.rstrip("/")
    posix = PurePosixPath(relative)
    if fnmatch.fnmatch(relative, pattern) or posix.match(pattern):
        return True
    # A directory pattern matches everything below it.
    return any(
        fnmatch.fnmatch(str(parent), pattern) for parent in posix.parents if str(parent) != "."
    )


KEYS = (
    "select",
    "extend-select",
    "ignore",
    "per-file-ignores",
    "exclude",
    "teardown-scopes",
    "severity",
    "cache-dir",
    "fail-on",
    "frameworks",
)


def _str_list(where: str, key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: `{key}` must be a list of strings, got {value!r}")
    return tuple(value)


def _codes(where: str, key: str, value: Any) -> tuple[str, ...]:
    codes = _str_list(where, key, value)
    known = _known_codes()
    for code in codes:
        if code == "ALL":
            continue
        if not any(k.startswith(code) for k in known):
            raise ConfigError(
                f"{where}: `{key}` has {code!r}, which is not a rule code or prefix (codes look like DK201)"
            )
    return tuple(ALL_PREFIX if c == "ALL" else c for c in codes)


def parse_config(
    table: Mapping[str, Any], *, root: Path | None = None, source: str = "[tool.devkit]"
) -> Config:
    where = source
    unknown = [k for k in table if k not in KEYS]
    if unknown:
        raise ConfigError(f"{where}: unknown key `{unknown[0]}`; known keys: {', '.join(KEYS)}")
    kwargs: dict[str, Any] = {"root": root, "source": source}
    if "select" in table:
        kwargs["select"] = _codes(where, "select", table["select"])
    if "extend-select" in table:
        kwargs["extend_select"] = _codes(where, "extend-select", table["extend-select"])
    if "ignore" in table:
        kwargs["ignore"] = _codes(where, "ignore", table["ignore"])
    if "exclude" in table:
        kwargs["exclude"] = _str_list(where, "exclude", table["exclude"])
    if "per-file-ignores" in table:
        value = table["per-file-ignores"]
        if not isinstance(value, dict):
            raise ConfigError(f"{where}: `per-file-ignores` must be a table of glob = [codes]")
        kwargs["per_file_ignores"] = {
            glob: _codes(where, f"per-file-ignores.{glob}", codes) for glob, codes in value.items()
        }
    if "teardown-scopes" in table:
        scopes = _str_list(where, "teardown-scopes", table["teardown-scopes"])
        bad = [s for s in scopes if s not in _known_scopes()]
        if bad:
            raise ConfigError(
                f"{where}: `teardown-scopes` has {bad[0]!r}; teardown scopes are {', '.join(sorted(_known_scopes()))}"
            )
        kwargs["teardown_scopes"] = scopes
    if "severity" in table:
        value = table["severity"]
        if not isinstance(value, dict):
            raise ConfigError(
                f'{where}: `severity` must be a table of CODE = "error|warning|info|hint"'
            )
        severities = {}
        for code, level in value.items():
            _codes(where, f"severity.{code}", [code])
            try:
                severities[code] = Severity.parse(level) if isinstance(level, str) else None
            except ValueError:
                severities[code] = None
            if severities[code] is None:
                raise ConfigError(
                    f"{where}: `severity.{code}` must be one of error, warning, info, hint; got {level!r}"
                )
        kwargs["severity"] = severities
    if "cache-dir" in table:
        if not isinstance(table["cache-dir"], str):
            raise ConfigError(f"{where}: `cache-dir` must be a string path")
        kwargs["cache_dir"] = table["cache-dir"]
    if "fail-on" in table:
        try:
            kwargs["fail_on"] = Severity.parse(table["fail-on"])
        except (ValueError, AttributeError):
            raise ConfigError(
                f"{where}: `fail-on` must be one of error, warning, info, hint; "
                f"got {table['fail-on']!r}"
            ) from None
    if "frameworks" in table:
        kwargs["frameworks"] = _frameworks(where, table["frameworks"])
    return Config(**kwargs)


def _frameworks(where: str, value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise ConfigError(f'{where}: `frameworks` must be a table of distribution = "version"')
    supported = {p.distribution: p.versions for p in PROFILES.values() if p.distribution}
    for name, version in value.items():
        if name not in supported:
            raise ConfigError(
                f"{where}: `frameworks.{name}` is not a supported framework; "
                f"supported: {', '.join(sorted(supported))}"
            )
        if not isinstance(version, str) or not re.fullmatch(r"[0-9]+(\.[0-9]+)*", version):
            raise ConfigError(
                f'{where}: `frameworks.{name}` must be a version string such as "3.4", got {version!r}'
            )
        if int(version.split(".")[0]) not in supported[name]:
            majors = ", ".join(f"{m}.x" for m in supported[name])
            raise ConfigError(
                f"{where}: `frameworks.{name}` = {version!r} is not a supported major ({majors})"
            )
    return dict(value)


def find_pyproject(start: Path) -> Path | None:
    """The nearest pyproject.toml at or above `start` that has a [tool.devkit] table."""
    current = start.resolve()
    if current.is_file():
        current = current.parent
    for directory in (current, *current.parents):
        candidate = directory / "pyproject.toml"
        if candidate.is_file():
            try:
                text = read_limited(candidate, MAX_CONFIG_BYTES).decode("utf-8", "replace")
            except OSError:
                continue
            if "[tool.devkit" in text:
                return candidate
    return None


def load_config(path: Path) -> Config:
    """Read [tool.devkit] from a pyproject.toml (ConfigError on any problem)."""
    try:
        data = tomllib.loads(read_text_limited(path, MAX_CONFIG_BYTES))
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    table = data.get("tool", {}).get("devkit", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.devkit] must be a table")
    return parse_config(table, root=path.parent, source=f"{path} [tool.devkit]")


def discover_config(start: Path) -> Config:
    found = find_pyproject(start)
    return (
        load_config(found)
        if found
        else Config(root=start.resolve() if start.is_dir() else start.resolve().parent)
    )
