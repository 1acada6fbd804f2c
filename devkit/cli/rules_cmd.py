"""`devkit rules` and `devkit explain`."""

from __future__ import annotations

import json
import sys

import click

from ..checker.rules import ALL_RULES, RULES_BY_CODE


def _fixable(rule) -> bool:
    return any(case.fixed is not None for case in rule.invalid)


def list_rules(fmt: str) -> None:
    if fmt == "json":
        click.echo(
            json.dumps(
                [
                    {
                        "code": r.code,
                        "name": r.name,
                        "severity": r.severity.value,
                        "summary": r.summary,
                        "fix": _fixable(r),
                        "doc": r.doc(),
                    }
                    for r in ALL_RULES
                ],
                indent=2,
            )
        )
        return
    width = max(len(r.name) for r in ALL_RULES)
    for r in ALL_RULES:
        click.echo(
            f"{r.code}  {r.name:<{width}}  {r.severity.value:<7}  {'fix' if _fixable(r) else '   '}  {r.summary}"
        )


def explain_rule(code: str) -> None:
    rule = RULES_BY_CODE.get(code.upper())
    if rule is None:
        click.echo(f"devkit: unknown rule code {code!r}; `devkit rules` lists them", err=True)
        sys.exit(2)
    page = rule.doc()
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(page))
    else:
        click.echo(page, nl=False)
