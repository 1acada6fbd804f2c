"""The `devkit` command. Each subcommand imports its machinery only when it runs."""

from __future__ import annotations

import click

from .. import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="devkit")
def main() -> None:
    """Tool Devkit: check, run and scaffold AI-agent tools."""


@main.command()
@click.argument("name", required=False)
def profiles(name: str | None) -> None:
    """List the context designs, or the fields of one (NAME: agent, mcp, adk)."""
    from .profiles_cmd import show_profiles

    show_profiles(name)
