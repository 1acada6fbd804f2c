"""`devkit invoke`: build the request from flags and an invocation file, run it, print the report."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..harness.options import HarnessUsageError, build_request


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
