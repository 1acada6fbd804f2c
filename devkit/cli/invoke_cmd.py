"""`devkit invoke`: build the request from flags and an invocation file, run it, print the report."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..harness.parent import run_in_child
from ..harness.report import EXIT_CODES, render_json, render_text
from ..harness.request import (
    HarnessUsageError,
    IdentitySpec,
    Invocation,
    load_invocation_file,
    parse_args_option,
    parse_pairs,
    resolve_secret,
)


def build_request(target: str | None, options: dict[str, Any]) -> Invocation:
    """Merge an invocation file (if any) with flags; flags win. Raises HarnessUsageError."""
    base = (
        load_invocation_file(options["invocation"]).model_dump()
        if options.get("invocation")
        else {}
    )
    data: dict[str, Any] = {k: v for k, v in base.items() if k != "credentials"}
    values = {
        name: resolve_secret(name, source) for name, source in base.get("credentials", {}).items()
    }
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
        unknown = set(pairs) - set(IdentitySpec.model_fields)
        if unknown:
            raise HarnessUsageError(
                f"--identity: unknown part {sorted(unknown)[0]!r}; parts are tenant, principal, conversation"
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
    for key in ("session", "run_id", "iteration", "timeout", "abort_after", "subject", "memory"):
        if options.get(key) is not None:
            data[key] = options[key]
    for flag in (
        "no_credential_store",
        "no_artifact_store",
        "no_run",
        "end_session",
        "no_auth",
        "task",
        "no_memory_service",
    ):
        if options.get(flag):
            data[flag] = True
    data["credential_values"] = values
    try:
        return Invocation.model_validate(data)
    except Exception as exc:
        from pydantic import ValidationError

        from ..harness.request import describe_validation_error

        if isinstance(exc, ValidationError):
            raise HarnessUsageError(describe_validation_error(exc)) from None
        raise


def run_invoke(target: str | None, fmt: str, python: str | None, **options: Any) -> int:
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
