"""Which framework version a file is checked against, and why.

In order (SPEC §9): `[tool.devkit] frameworks` in the nearest pyproject.toml; the project's
pins found upward from the file (uv.lock, poetry.lock, pdm.lock, requirements*.txt,
pyproject dependencies); else the newest supported major. A spelling that exists in one
major only (`mcp.server.fastmcp` is 1.x) settles it whatever the rest says.
"""

from __future__ import annotations

import functools
import re
import sys
import time
from pathlib import Path

from ..files import MAX_CONFIG_BYTES, read_text_limited
from ..profiles import Profile
from .config import Config

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

LOCK_FILES = ("uv.lock", "poetry.lock", "pdm.lock")
_REQUIREMENT = re.compile(
    r"^\s*(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?P<spec>[^;#]*)", re.M
)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


Pin = tuple[int, int | None]  # (major, minor when the pin is exact)


def pin_of_spec(spec: str) -> Pin | None:
    """What a requirement specifier pins: `==1.26.0` -> (1, 26); `>=3,<4` -> (3, None)."""
    exact = re.search(r"===?\s*v?([0-9]+)(?:\.([0-9]+))?", spec)
    if exact:
        return int(exact.group(1)), int(exact.group(2)) if exact.group(2) else None
    major = major_of_spec(spec)
    return (major, None) if major is not None else None


def major_of_spec(spec: str) -> int | None:
    """The major a requirement specifier pins: `==3.4.1`, `~=3.4`, `>=3,<4` -> 3; `<3` -> 2."""
    exact = re.search(r"(?:===?|~=)\s*v?([0-9]+)", spec)
    if exact:
        return int(exact.group(1))
    upper = re.search(r"<\s*v?([0-9]+)(?:\.0)*\s*(?:,|$)", spec)
    lower = re.search(r">=?\s*v?([0-9]+)", spec)
    if upper and lower and int(upper.group(1)) == int(lower.group(1)) + 1:
        return int(lower.group(1))
    if upper and not lower:
        return int(upper.group(1)) - 1
    if lower:
        return int(lower.group(1))
    return None


# `[[package]]` then `name = "x"` and `version = "1.2"` (uv, poetry and pdm locks alike).
# A regex, not a TOML parse: locks run to megabytes and only a few names matter.
_LOCKED = re.compile(
    r'^\[\[package\]\]\s*\n(?:[^\[\n][^\n]*\n)*?name\s*=\s*"([^"]+)"\s*\n'
    r'(?:[^\[\n][^\n]*\n)*?version\s*=\s*"v?([0-9]+)(?:\.([0-9]+))?',
    re.M,
)


def _lock_pins(path: Path) -> dict[str, Pin]:
    text = read_text_limited(path, MAX_CONFIG_BYTES * 64)
    return {
        _normal(name): (int(major), int(minor) if minor else None)
        for name, major, minor in _LOCKED.findall(text)
    }


def _requirement_pins(lines: list[str]) -> dict[str, Pin]:
    pins = {}
    for line in lines:
        match = _REQUIREMENT.match(line)
        if match:
            pin = pin_of_spec(match.group("spec"))
            if pin is not None:
                pins[_normal(match.group("name"))] = pin
    return pins


def _pyproject_pins(path: Path) -> dict[str, Pin]:
    data = tomllib.loads(read_text_limited(path, MAX_CONFIG_BYTES))
    project = data.get("project", {})
    lines = [d for d in project.get("dependencies", []) if isinstance(d, str)]
    poetry = data.get("tool", {}).get("poetry", {}).get("dependencies", {})
    pins = _requirement_pins(lines)
    for name, spec in poetry.items() if isinstance(poetry, dict) else ():
        text = (
            spec
            if isinstance(spec, str)
            else spec.get("version", "")
            if isinstance(spec, dict)
            else ""
        )
        major = major_of_spec(text.replace("^", ">=")) if text else None
        if major is not None:
            pins[_normal(name)] = (major, None)
    return pins


@functools.lru_cache(maxsize=1024)
def _pins_of(path: Path, stamp: tuple[int, int]) -> dict[str, Pin]:
    """The pins one file holds (cached by path, size and mtime: read each file once)."""
    if path.name.endswith(".lock"):
        return _lock_pins(path)
    if path.suffix == ".txt":
        return _requirement_pins(read_text_limited(path, MAX_CONFIG_BYTES).splitlines())
    return _pyproject_pins(path)


PINS_FRESH_SECONDS = 2.0  # a long-lived server sees an edited lock file this soon
_PINS_NEAR: dict[Path, tuple[float, tuple[tuple[str, Pin, str], ...]]] = {}


def pins_near(directory: Path) -> tuple[tuple[str, Pin, str], ...]:
    """(distribution, pin, file) for every pin found at or above `directory`, nearest first.

    Remembered per directory for a moment only: a run over many files looks the files up
    once, and an editor session still notices an edited lock or requirements file."""
    now = time.monotonic()
    remembered = _PINS_NEAR.get(directory)
    if remembered is not None and now - remembered[0] < PINS_FRESH_SECONDS:
        return remembered[1]
    if len(_PINS_NEAR) > 1024:
        _PINS_NEAR.clear()
    pins = _pins_at_or_above(directory)
    _PINS_NEAR[directory] = (now, pins)
    return pins


def _pins_at_or_above(directory: Path) -> tuple[tuple[str, Pin, str], ...]:
    found: dict[str, tuple[Pin, str]] = {}
    for folder in (directory, *directory.parents):
        candidates = [folder / name for name in LOCK_FILES]
        candidates += sorted(folder.glob("requirements*.txt"))
        candidates.append(folder / "pyproject.toml")
        for candidate in candidates:
            try:
                stat = candidate.stat()
            except OSError:
                continue
            try:
                pins = _pins_of(candidate, (stat.st_size, stat.st_mtime_ns))
            except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, AttributeError):
                continue  # an unreadable pin file is no pin
            for name, pin in pins.items():
                found.setdefault(name, (pin, str(candidate)))
        if (folder / ".git").exists():
            break  # pins above the repository are not this project's
    return tuple((name, pin, where) for name, (pin, where) in found.items())


def resolve(
    profile: Profile,
    spelled: tuple[int | None, int | None] | None,
    path: str,
    config: Config,
) -> Profile:
    """`profile` as of the version that applies to the file at `path`."""
    if not profile.versions or profile.distribution is None:
        return profile
    allowed = list(profile.versions)
    if spelled is not None:
        since, until = spelled
        allowed = [
            v for v in allowed if (since is None or v >= since) and (until is None or v < until)
        ] or allowed
    chosen, reason, release = _configured(profile, path, config)
    if chosen is not None and chosen not in profile.versions:
        # A release the profile has no facts for (ADK 0.x): the nearest one it has.
        pinned = chosen
        nearest = min(profile.versions, key=lambda v: (abs(v - pinned), -v))
        known = ", ".join(f"{v}.x" for v in profile.versions)
        reason = f"{reason}, a release not profiled ({known}): checked as {nearest}.x"
        chosen, release = nearest, None
    if chosen is not None and chosen not in allowed:
        release = None
        reason = (
            f"the spelling used here exists only in {profile.distribution} "
            f"{', '.join(f'{v}.x' for v in allowed)} (ignoring {reason})"
        )
        chosen = allowed[-1]
    elif chosen is None:
        chosen = allowed[-1]
        if len(allowed) < len(profile.versions):
            reason = f"the spelling used here exists only in {profile.distribution} {chosen}.x"
        else:
            reason = f"no version configured or pinned; the newest supported major, {chosen}.x"
    return profile.at(chosen, reason, release)


def _configured(
    profile: Profile, path: str, config: Config
) -> tuple[int | None, str, tuple[int, int] | None]:
    """(major, why, (major, minor) when known) from the configuration or the pins."""
    assert profile.distribution is not None
    configured = config.frameworks.get(profile.distribution)
    if configured is not None:
        parts = [int(p) for p in configured.split(".")]
        release = (parts[0], parts[1]) if len(parts) > 1 else None
        where = config.source or "[tool.devkit]"
        return parts[0], f"{where} frameworks.{profile.distribution} = {configured!r}", release
    directory = Path.cwd() if path.startswith("<") else Path(path).resolve().parent
    wanted = _normal(profile.distribution)
    for name, (major, minor), where in pins_near(directory):
        if name == wanted:
            shown = f"{major}.{minor}" if minor is not None else f"{major}.x"
            release = (major, minor) if minor is not None else None
            return major, f"pinned to {shown} in {where}", release
    return None, "", None
