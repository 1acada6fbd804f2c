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
    """List the context designs, or the fields of one (NAME: a profile the list shows)."""
    from .profiles_cmd import show_profiles

    show_profiles(name)


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def tools(paths: tuple[str, ...], fmt: str) -> None:
    """List every tool found (profile, framework version, name, place, context, members used)."""
    from .tools_cmd import run_tools

    raise SystemExit(run_tools(paths, fmt))


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format",
    "--output-format",
    "fmt",
    type=click.Choice(["text", "full", "concise", "json", "sarif", "github"]),
    default="text",
    show_default=True,
    help="Output format; text is `full` (source line, caret, fix) on a terminal, else `concise`.",
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
    "--extend-select",
    multiple=True,
    help="Rule codes or prefixes to enable on top of the config (e.g. DK902).",
)
@click.option(
    "--ignore",
    multiple=True,
    help="Rule codes or prefixes to disable (comma-separated), added to the config.",
)
@click.option(
    "--fail-on",
    type=click.Choice(["error", "warning", "info", "hint"]),
    help="Lowest severity that makes the exit status 1 (default: warning, or `fail-on`).",
)
@click.option(
    "--add-ignore",
    is_flag=True,
    help="Add `# devkit: ignore[CODE]` on every current finding's line (adopting the checker).",
)
@click.option(
    "--jobs", "-j", type=click.IntRange(min=1), help="Worker processes (default: one per core)."
)
@click.option(
    "--force-exclude",
    is_flag=True,
    help="Apply `exclude` and .gitignore to files named on the command line too (pre-commit).",
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


class InvokeCommand(click.Command):
    """`devkit invoke` / `devkit watch`: the flags that say what the invocation asks for are
    made from the option models (`devkit/harness/flags.py`) when the command runs, so other
    commands never import them."""

    def get_params(self, ctx: click.Context) -> list[click.Parameter]:
        if not getattr(self, "_framework_flags", False):
            from ..harness.flags import click_options

            position = next(
                (i for i, p in enumerate(self.params) if p.name == "fmt"), len(self.params)
            )
            self.params[position:position] = click_options()
            self._framework_flags = True
        return super().get_params(ctx)


def invoke_options(command):
    """The options `devkit invoke` and `devkit watch` share, besides the generated ones."""
    options = [
        click.option(
            "--invocation",
            type=click.Path(dir_okay=False),
            help="An invocation file (see `devkit schema invocation`).",
        ),
        click.option(
            "--format",
            "fmt",
            type=click.Choice(["text", "json"]),
            default="text",
            show_default=True,
        ),
        click.option(
            "--python",
            type=click.Path(dir_okay=False),
            help="Interpreter to run the tool with (default: this one).",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command(cls=InvokeCommand)
@click.argument("target", required=False)
@invoke_options
def invoke(target: str | None, **options: object) -> None:
    """Run one tool with a mock context: TARGET is FILE.py:TOOL or module:TOOL.

    Exit status: 0 ok, 1 the tool raised, 2 usage or bad args, 3 timeout, 4 not found.
    """
    from .invoke_cmd import run_invoke

    raise SystemExit(run_invoke(target, **options))  # type: ignore[arg-type]


@main.command(cls=InvokeCommand)
@click.argument("target", required=False)
@invoke_options
def watch(target: str | None, **options: object) -> None:
    """Re-check and re-invoke TARGET (FILE.py:TOOL) on every save. Ctrl-C stops."""
    from .watch_cmd import run_watch

    raise SystemExit(run_watch(target, **options))  # type: ignore[arg-type]


@main.command()
@click.argument("name", type=click.Choice(["invocation"]))
def schema(name: str) -> None:
    """Print a JSON Schema (`invocation`: the invocation file of `devkit invoke`)."""
    from ..harness.request import schema_json

    click.echo(schema_json())


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.option("--tcp", metavar="HOST:PORT", help="Listen on TCP instead of stdio (for debugging).")
@click.option("--stdio", is_flag=True, help="Use stdio (the default).")
@click.option("--log-level", default="WARNING", show_default=True)
def lsp(tcp: str | None, stdio: bool, log_level: str) -> None:
    """Start the language server (stdio by default)."""
    from devkit_server.server import main as serve

    serve([*(["--tcp", tcp] if tcp else []), "--log-level", log_level])
