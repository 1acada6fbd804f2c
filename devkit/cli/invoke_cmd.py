"""`devkit invoke`: build the request from flags and an invocation file, run it, print the report."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..harness.options import HarnessUsageError, parse_args_option, parse_pairs, resolve_secret

IDENTITY_PARTS = ("tenant", "principal", "conversation")
VALUE_OPTIONS = ("session", "run_id", "iteration", "timeout", "abort_after", "subject", "memory")
FLAG_OPTIONS = (
    "no_credential_store",
    "no_artifact_store",
    "no_run",
    "end_session",
    "no_auth",
    "task",
    "no_memory_service",
)


def build_request(target: str | None, options: dict[str, Any]) -> dict[str, Any]:
    """Merge an invocation file (if any) with flags; flags win. Raises HarnessUsageError.

    The result is a plain dict; the child validates it against the `Invocation` model.
    """
    data: dict[str, Any] = {}
    values: dict[str, str] = {}
    if options.get("invocation"):
        from ..harness.request import load_invocation_file  # pydantic only when a file is given

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
    for key in VALUE_OPTIONS:
        if options.get(key) is not None:
            data[key] = options[key]
    for flag in FLAG_OPTIONS:
        if options.get(flag):
            data[flag] = True
    data["credential_values"] = values
    return data


def run_invoke(target: str | None, fmt: str, python: str | None, **options: Any) -> int:
    from ..harness.parent import run_in_child
    from ..harness.report import EXIT_CODES, render_json, render_text

    try:
        request = build_request(target, options)
        report = run_in_child(request, python or sys.executable)
    except HarnessUsageError as exc:
        click.echo(f"devkit invoke: {exc}", err=True)
        return 2
    except KeyboardInterrupt:
        click.echo("devkit invoke: interrupted", err=True)
        return 130
    if fmt == "json":
        click.echo(render_json(report))
    else:
        click.echo(render_text(report, sys.stdout.isatty()), nl=False)
    return EXIT_CODES.get(report["status"], 1)
