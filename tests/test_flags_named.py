"""Every command-line flag that a message, help text or hint names exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import click
import pytest

from devkit.cli import main as cli

ROOT = Path(__file__).resolve().parents[1]
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
LSP_FLAGS = {"--tcp", "--stdio", "--log-level"}  # `devkit lsp` hands these to the server
OTHER_PROGRAMS = {"--install-extension", "--no-deps", "--user"}  # code, pip


def _cli_flags() -> set[str]:
    flags: set[str] = {"--help"}

    def walk(command: click.Command) -> None:
        # get_params, not params: `devkit invoke` makes its framework flags when asked.
        for param in command.get_params(click.Context(command)):
            flags.update(o for o in (*param.opts, *param.secondary_opts) if o.startswith("--"))
        if isinstance(command, click.Group):
            for sub in command.commands.values():
                walk(sub)

    walk(cli)
    return flags


def _named_flags() -> dict[str, list[str]]:
    """Flags in every string literal (f-string parts included) of the shipped code."""
    named: dict[str, list[str]] = {}
    for path in sorted([*ROOT.glob("devkit/**/*.py"), *ROOT.glob("server/**/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for flag in FLAG.findall(node.value):
                    named.setdefault(flag, []).append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return named


def test_every_flag_named_in_the_code_exists():
    known = _cli_flags() | LSP_FLAGS | OTHER_PROGRAMS
    unknown = {flag: where for flag, where in _named_flags().items() if flag not in known}
    assert unknown == {}


@pytest.mark.parametrize("method", ["list_artifacts", "search_memory"])
async def test_adk_teaching_errors_name_real_flags(method):
    from devkit.adk import ToolContext
    from devkit.adk.services import Session
    from devkit.sdk.errors import ServiceNotAttached

    ctx = ToolContext(session=Session(id="s"))
    call = ctx.list_artifacts() if method == "list_artifacts" else ctx.search_memory("q")
    with pytest.raises(ServiceNotAttached) as caught:
        await call
    flags = FLAG.findall(str(caught.value))
    assert flags and set(flags) <= _cli_flags()
