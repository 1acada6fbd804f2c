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


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "sarif", "github"]),
    default="text",
    show_default=True,
    help="Output format.",
)
@click.option("--statistics", is_flag=True, help="Show counts per rule instead of each finding.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when there are findings.")
@click.option("--fix", is_flag=True, help="Apply safe fixes in place.")
@click.option("--unsafe-fixes", is_flag=True, help="With --fix or --diff, also apply unsafe fixes.")
@click.option("--diff", is_flag=True, help="Print the fixes as a unified diff; write nothing.")
@click.option("--no-cache", is_flag=True, help="Ignore and do not write the results cache.")
@click.option(
    "--cache-dir", type=click.Path(file_okay=False), help="Where to keep the results cache."
)
@click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, exists=True),
    help="A pyproject.toml to use instead of discovery.",
)
@click.option(
    "--select",
    multiple=True,
    help="Rule codes or prefixes to enable (comma-separated), replacing the config.",
)
@click.option(
    "--ignore",
    multiple=True,
    help="Rule codes or prefixes to disable (comma-separated), added to the config.",
)
@click.option(
    "--jobs", "-j", type=click.IntRange(min=1), help="Worker processes (default: one per core)."
)
def check(**options: object) -> None:
    """Check tools for context misuse. PATHS default to the current directory.

    Exit status: 0 clean, 1 findings, 2 usage or configuration error.
    """
    from .check_cmd import run_check

    raise SystemExit(run_check(**options))  # type: ignore[arg-type]


@main.command()
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def rules(fmt: str) -> None:
    """List every rule: code, name, default severity, and whether it has a fix."""
    from .rules_cmd import list_rules

    list_rules(fmt)


@main.command()
@click.argument("code")
def explain(code: str) -> None:
    """Show the documentation page of a rule (e.g. `devkit explain DK201`)."""
    from .rules_cmd import explain_rule

    explain_rule(code)
