"""Parsing `devkit invoke` options without heavy imports (the parent process stays light).

The parent turns flags into a plain request dict; the child validates it with the
pydantic models in `request.py`, and any problem comes back as a usage error.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

SCOPES = ("run", "session")
DEFAULT_TIMEOUT = 60.0
DEFAULT_GRACE = 2.0
DEFAULT_CLEANUP_LIMIT = 10.0


class HarnessUsageError(Exception):
    """Bad flags or invocation file; the message names the flag or field. Exit 2."""


def split_target(target: str) -> tuple[str, str]:
    source, sep, tool = target.rpartition(":")
    if not sep or not source or not tool:
        raise ValueError(f"target {target!r} must look like FILE.py:TOOL or module:TOOL")
    return source, tool


def parse_pairs(flag: str, text: str) -> dict[str, str]:
    """`a=1,b=2` -> {"a": "1", "b": "2"}, naming the flag on error."""
    out = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise HarnessUsageError(
                f"{flag}: expected key=value pairs separated by commas, got {part!r}"
            )
        out[key.strip()] = value.strip()
    return out


def resolve_secret(name: str, source: str) -> str:
    if source.startswith("env:"):
        var = source[4:]
        if var not in os.environ:
            raise HarnessUsageError(f"credential {name!r}: environment variable {var} is not set")
        return os.environ[var]
    return source


def parse_args_option(value: str) -> dict[str, Any]:
    """--args JSON or @file."""
    text = value
    if value.startswith("@"):
        try:
            text = Path(value[1:]).read_text(encoding="utf-8")
        except OSError as exc:
            raise HarnessUsageError(f"--args {value}: cannot read: {exc.strerror or exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise HarnessUsageError(f"--args: invalid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise HarnessUsageError("--args: expected a JSON object of argument names to values")
    return data
