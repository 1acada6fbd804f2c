"""Turning `devkit invoke` options into a request.

The parent turns flags (made from the models, `flags.py`) into a plain request dict; the
child validates it with the pydantic models in `request.py`, and any problem comes back
as a usage error.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from ..files import MAX_CONFIG_BYTES, read_error, read_text_limited

SCOPES = ("run", "session")
DEFAULT_TIMEOUT = 60.0
DEFAULT_GRACE = 2.0
DEFAULT_CLEANUP_LIMIT = 10.0
MAX_SECONDS = 86_400.0  # a day: anything longer is a typo, and would overflow the waits


def check_seconds(value: Any, flag: str = "") -> float:
    """A finite, positive number of seconds of at most a day; HarnessUsageError otherwise."""
    where = f"{flag}: " if flag else ""
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        raise HarnessUsageError(f"{where}{value!r} is not a number of seconds") from None
    if not math.isfinite(seconds) or seconds <= 0 or seconds > MAX_SECONDS:
        raise HarnessUsageError(
            f"{where}{value!r} is not between 0 and {MAX_SECONDS:g} seconds (a finite number)"
        )
    return seconds


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
            text = read_text_limited(value[1:], MAX_CONFIG_BYTES)
        except (OSError, UnicodeDecodeError) as exc:
            raise HarnessUsageError(f"--args {value}: cannot read: {read_error(exc)}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise HarnessUsageError(f"--args: invalid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise HarnessUsageError("--args: expected a JSON object of argument names to values")
    return data


IDENTITY_PARTS = ("tenant", "principal", "conversation")


def build_request(target: str | None, options: dict[str, Any]) -> dict[str, Any]:
    """Merge an invocation file (if any) with flags; flags win. Raises HarnessUsageError.

    The result is a plain dict; the child validates it against the `Invocation` model.
    """
    data: dict[str, Any] = {}
    values: dict[str, str] = {}
    if options.get("invocation"):
        from .request import load_invocation_file  # pydantic only when a file is given

        base = load_invocation_file(options["invocation"]).model_dump(exclude_defaults=True)
        values = {
            name: resolve_secret(name, source)
            for name, source in base.pop("credentials", {}).items()
        }
        data.update(base)
    if target:
        data["target"] = target
    if not data.get("target"):
        raise HarnessUsageError(
            "no tool given: pass FILE.py:TOOL (or module:TOOL), or set `target` in the invocation file"
        )
    if options.get("args") is not None:
        data["args"] = parse_args_option(options["args"])
    for item in options.get("credential") or ():
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise HarnessUsageError(
                f"--credential {item.split('=')[0]!r}: expected NAME=VALUE or NAME=env:VAR"
            )
        values[name] = resolve_secret(name, value)
    artifacts = dict(data.get("artifacts") or {})
    for item in options.get("artifact") or ():
        name, sep, path = item.partition("=")
        if not sep or not name:
            raise HarnessUsageError(f"--artifact {item!r}: expected NAME=PATH")
        artifacts[name] = path
    data["artifacts"] = artifacts
    if options.get("identity") is not None:
        pairs = parse_pairs("--identity", options["identity"])
        unknown = sorted(set(pairs) - set(IDENTITY_PARTS))
        if unknown:
            raise HarnessUsageError(
                f"--identity: unknown part {unknown[0]!r}; parts are {', '.join(IDENTITY_PARTS)}"
            )
        data["identity"] = pairs
    if options.get("teardown_scopes") is not None:
        scopes = [s.strip() for s in options["teardown_scopes"].split(",") if s.strip()]
        bad = [s for s in scopes if s not in ("run", "session")]
        if bad:
            raise HarnessUsageError(
                f"--teardown-scopes: {bad[0]!r} is not a scope; scopes are run, session"
            )
        data["teardown_scopes"] = scopes
    if options.get("run_id") and options.get("no_run"):
        raise HarnessUsageError("--run-id and --no-run contradict each other")
    if options.get("subject") and options.get("no_auth"):
        raise HarnessUsageError("--subject and --no-auth contradict each other")
    from .flags import copied_fields

    for key, switch in copied_fields():
        if switch and options.get(key):
            data[key] = True
        elif not switch and options.get(key) is not None:
            data[key] = options[key]
    for key in ("timeout", "abort_after"):
        if data.get(key) is not None:  # from a flag or the invocation file
            data[key] = check_seconds(data[key], "--" + key.replace("_", "-"))
    data["credential_values"] = values
    _framework_options(data, options)
    return data


# Framework options whose value is a secret: given as env:VAR, resolved here, masked.
SECRET_OPTIONS = ("access_token", "auth_response")


def _framework_options(data: dict[str, Any], options: dict[str, Any]) -> None:
    """The real-framework flags into the request's `framework` table (flags win over the
    file); secrets (SECRET_OPTIONS) are resolved here, in the parent, and masked everywhere."""
    from .flags import field_names

    framework = dict(data.get("framework") or {})
    for name in field_names():
        value = options.get(name)
        if value not in (None, False, ()):
            framework[name] = list(value) if isinstance(value, tuple) else value
    for key in SECRET_OPTIONS:
        token = framework.get(key)
        if token is None:
            continue
        flag = "--" + key.replace("_", "-")
        if not (isinstance(token, str) and token.startswith("env:")):
            raise HarnessUsageError(f"{flag}: give env:VAR (a secret is never passed literally)")
        data["framework_secret"] = resolve_secret(key, token)
    if framework:
        data["framework"] = framework
