"""What `devkit check` walks: .gitignore, virtualenvs, explicit files, missing paths, the cache."""

from __future__ import annotations

import json

BUG = (
    "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    "@tool(name='t')\ndef t(args, ctx: ToolExecutionContext):\n    return ctx.identity.tenant\n"
)


def _paths(stdout: str) -> list[str]:
    return sorted(f["path"] for f in json.loads(stdout))


def test_gitignore_and_ignore_files_are_respected(devkit_cli, write, tmp_path):
    (tmp_path / ".git").mkdir()
    write(".gitignore", "generated/\n*_pb2.py\n!keep_pb2.py\n")
    write("src/.ignore", "scratch.py\n")
    for name in (
        "src/tool.py",
        "generated/tool.py",
        "src/x_pb2.py",
        "src/keep_pb2.py",
        "src/scratch.py",
    ):
        write(name, BUG)
    code, out, _ = devkit_cli("check", ".", "--format", "json", "--no-cache")
    assert code == 1
    assert _paths(out) == ["./src/keep_pb2.py", "./src/tool.py"]


def test_a_virtualenv_is_skipped_whatever_its_name(devkit_cli, write):
    write("env/pyvenv.cfg", "home = /usr/bin\n")
    write("env/lib/python3.11/site/tool.py", BUG)
    write("app/tool.py", BUG)
    _code, out, _ = devkit_cli("check", ".", "--format", "json", "--no-cache")
    assert _paths(out) == ["./app/tool.py"]


def test_an_ignored_directory_named_explicitly_is_checked(devkit_cli, write, tmp_path):
    (tmp_path / ".git").mkdir()
    write(".gitignore", "vendor/\n")
    write("vendor/tool.py", BUG)
    _code, out, _ = devkit_cli("check", "vendor", "--format", "json", "--no-cache")
    assert _paths(out) == ["vendor/tool.py"]


def test_force_exclude_applies_to_files_named_explicitly(devkit_cli, write, tmp_path):
    write("pyproject.toml", '[tool.devkit]\nexclude = ["generated/*"]\n')
    write("generated/tool.py", BUG)
    assert devkit_cli("check", "generated/tool.py", "--no-cache")[0] == 1
    code, _, _ = devkit_cli("check", "generated/tool.py", "--no-cache", "--force-exclude")
    assert code == 0


def test_a_missing_path_is_a_usage_error(devkit_cli):
    code, out, err = devkit_cli("check", "no/such/dir")
    assert code == 2
    assert "no/such/dir: no such file or directory" in err
    assert "DK001" not in out


def test_non_python_files_named_explicitly_are_skipped_with_a_message(devkit_cli, write):
    write("pyproject.toml", "[project]\nname = 'x'\n")
    write("README.md", "# hello\n")
    code, out, err = devkit_cli("check", "pyproject.toml", "README.md", "--no-cache")
    assert code == 0
    assert "DK001" not in out
    assert "pyproject.toml: not a Python file" in err and "README.md: not a Python file" in err


def test_the_cache_lives_at_the_project_root_with_its_own_gitignore(devkit_cli, write, tmp_path):
    write("pyproject.toml", "[project]\nname = 'x'\n")
    write("fixtures/adk/tool.py", BUG)
    devkit_cli("check", "fixtures/adk")
    assert not (tmp_path / "fixtures" / "adk" / ".devkit_cache").exists()
    cache = tmp_path / ".devkit_cache"
    assert cache.is_dir()
    assert (cache / ".gitignore").read_text().splitlines()[-1] == "*"
