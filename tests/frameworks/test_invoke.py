"""`devkit invoke` on fastmcp and mcp SDK tools: through the framework's own in-memory
client, on the framework's interpreter (`--python`), with the same report and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from .environments import BY_NAME, ensure

INVOKE_SECONDS = 120
SECRET = "sk-live-0123456789abcdef"

FASTMCP_TOOLS = """
from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")

@mcp.tool
async def work(n: int, ctx: Context) -> dict:
    await ctx.info(f"working on {n}")
    await ctx.report_progress(1, 2, "half")
    token = get_access_token()
    if token is not None:
        await ctx.debug(f"token {token.token}")
    return {"n": n * 2, "caller": token.client_id if token else None, "client": ctx.client_id}

@mcp.tool
async def ask(ctx: Context) -> str:
    answer = await ctx.elicit("Proceed?", bool)
    return answer.action

@mcp.tool
async def remember(ctx: Context) -> str:
    seen = ctx.get_state("seen")
    return str(seen)
"""

SDK_TOOLS = """
from {module} import Context, {server}
from mcp.server.auth.middleware.auth_context import get_access_token

mcp = {server}("demo")

@mcp.tool()
async def work(n: int, ctx: Context) -> dict:
    await ctx.info(f"working on {{n}}")
    await ctx.report_progress(1, 2, "half")
    token = get_access_token()
    return {{"n": n * 2, "caller": token.client_id if token else None,
            "meta": ctx.request_context.meta is not None}}
"""


def invoke(env_name: str | None, path, *args: str, env: dict | None = None) -> tuple[int, dict]:
    python = ["--python", str(ensure(BY_NAME[env_name]))] if env_name else []
    try:
        done = subprocess.run(
            [sys.executable, "-m", "devkit", "invoke", *args, *python, "--format", "json"],
            capture_output=True,
            text=True,
            timeout=INVOKE_SECONDS,
            cwd=path,
            env={**os.environ, **(env or {})},
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"devkit invoke {args[0]} did not finish within {INVOKE_SECONDS} s")
    assert SECRET not in done.stdout + done.stderr
    return done.returncode, json.loads(done.stdout)


@pytest.mark.parametrize("env_name", ["fastmcp-2", "fastmcp-3", "fastmcp-4"])
def test_a_fastmcp_tool_runs_with_the_real_context(env_name, tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    code, report = invoke(
        env_name,
        tmp_path,
        "server.py:work",
        "--args",
        '{"n": 3}',
        "--client-id",
        "cli-7",
        "--access-token",
        "env:TOKEN",
        env={"TOKEN": SECRET},
    )
    assert code == 0, report
    assert report["status"] == "ok" and report["profile"] == "fastmcp"
    assert report["result"] == {"n": 6, "caller": "cli-7", "client": "cli-7"}
    first = report["logs"][0]
    assert (first["level"], first["message"]) == ("info", "working on 3")
    assert "token " in report["logs"][1]["message"]  # the secret itself is masked
    assert report["events"] == [
        {"name": "progress", "payload": {"progress": 1.0, "total": 2.0, "message": "half"}}
    ]
    assert any("in-memory Client" in note for note in report["notes"])


def test_fastmcp_4_elicit_fails_on_the_default_connection_and_works_on_legacy(tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    code, report = invoke("fastmcp-4", tmp_path, "server.py:ask", "--elicit", "true")
    assert code == 1 and report["status"] == "raised" and "2026-07-28" in report["error"]["message"]
    code, report = invoke(
        "fastmcp-4", tmp_path, "server.py:ask", "--elicit", "true", "--mode", "legacy"
    )
    assert code == 0 and report["result"] == "accept", report
    assert report["events"][0]["payload"]["action"] == "accept"


STANDALONE_TOOLS = """
from fastmcp import Context
from fastmcp.tools import tool

@tool(name="greet")
async def greet(name: str, ctx: Context) -> str:
    await ctx.info(f"greeting {name}")
    return f"hello {name}"

@tool
async def client(ctx: Context) -> str:
    return ctx.client_id.upper()
"""


@pytest.mark.parametrize("env_name", ["fastmcp-3", "fastmcp-4"])
def test_tools_marked_with_the_standalone_decorator_run_without_a_server_in_the_module(
    env_name, tmp_path
):
    (tmp_path / "tools.py").write_text(STANDALONE_TOOLS)
    code, report = invoke(env_name, tmp_path, "tools.py:greet", "--args", '{"name": "ada"}')
    assert code == 0 and report["result"] == "hello ada", report
    assert report["logs"][0]["message"] == "greeting ada"
    # the bug the checker reports there (DK201 on ctx.client_id) is what running it shows
    code, report = invoke(env_name, tmp_path, "tools.py:client")
    assert code == 1 and "NoneType" in report["error"]["message"], report


def test_a_dropped_coroutine_shows_in_the_result_as_dk005_predicts(tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    code, report = invoke("fastmcp-4", tmp_path, "server.py:remember")
    assert code == 0 and "coroutine object" in report["result"]


@pytest.mark.parametrize(
    ("env_name", "module", "server"),
    [("mcp-1", "mcp.server.fastmcp", "FastMCP"), ("mcp-2", "mcp.server.mcpserver", "MCPServer")],
)
def test_an_mcp_sdk_tool_runs_with_the_real_context(env_name, module, server, tmp_path):
    (tmp_path / "server.py").write_text(SDK_TOOLS.format(module=module, server=server))
    code, report = invoke(
        env_name,
        tmp_path,
        "server.py:work",
        "--args",
        '{"n": 2}',
        "--access-token",
        "env:TOKEN",
        env={"TOKEN": SECRET},
    )
    assert code == 0, report
    assert report["profile"] == "mcp-sdk" and report["result"]["n"] == 4
    assert report["result"]["caller"] == "devkit" and report["logs"][0]["message"] == "working on 2"
    assert report["events"][0]["name"] == "progress"


def test_without_a_progress_token_the_sdk_request_meta_is_none_as_dk201_predicts(tmp_path):
    (tmp_path / "server.py").write_text(
        SDK_TOOLS.format(module="mcp.server.fastmcp", server="FastMCP")
    )
    code, report = invoke(
        "mcp-1", tmp_path, "server.py:work", "--args", '{"n": 1}', "--no-progress-token"
    )
    assert code == 0 and report["result"]["meta"] is False


def test_an_unknown_tool_lists_the_servers_tools_and_exits_4(tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    code, report = invoke("fastmcp-3", tmp_path, "server.py:nope")
    assert code == 4 and "ask, remember, work" in report["error"]["message"]


def test_a_framework_missing_from_the_interpreter_is_named_with_exit_4(tmp_path):
    (tmp_path / "server.py").write_text(textwrap.dedent(FASTMCP_TOOLS))
    code, report = invoke(None, tmp_path, "server.py:work")
    assert code == 4
    assert report["error"]["type"] == "FrameworkNotInstalled"
    assert "fastmcp is not installed" in report["error"]["message"]


def test_an_invocation_file_carries_framework_options_but_never_a_literal_token(tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    (tmp_path / "call.json").write_text(
        json.dumps(
            {"target": "server.py:work", "args": {"n": 1}, "framework": {"client_id": "from-file"}}
        )
    )
    code, report = invoke("fastmcp-4", tmp_path, "--invocation", "call.json")
    assert code == 0 and report["result"]["client"] == "from-file"
    (tmp_path / "bad.json").write_text(
        json.dumps({"target": "server.py:work", "framework": {"access_token": SECRET}})
    )
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "invoke", "--invocation", "bad.json"],
        capture_output=True,
        text=True,
        timeout=INVOKE_SECONDS,
        cwd=tmp_path,
    )
    assert done.returncode == 2 and "env:VAR" in done.stderr + done.stdout
    assert SECRET not in done.stdout + done.stderr


@pytest.mark.parametrize(("env_name", "profile"), [("fastmcp-4", "fastmcp"), ("mcp-2", "mcp-sdk")])
def test_a_scaffolded_tool_runs_in_the_real_framework(env_name, profile, tmp_path):
    from devkit.editor.scaffold import new_tool
    from devkit.profiles import get_profile

    imports, code = new_tool(get_profile(profile), "lookup")
    (tmp_path / "server.py").write_text(imports + "\n\n" + code)
    code_, report = invoke(env_name, tmp_path, "server.py:lookup", "--args", '{"query": "q"}')
    assert code_ == 0 and report["result"] == {"query": "q"}, report


WATCHED = """from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def remember(ctx: Context) -> str:
    await ctx.set_state("seen", "yes")
    return str(await ctx.get_state("seen"))
"""


def test_watch_rechecks_and_reruns_a_fastmcp_tool_on_save(tmp_path):
    import threading
    import time

    from tests.harness.test_watch import _interrupt, _reader, _wait_for

    path = tmp_path / "server.py"
    path.write_text(WATCHED)
    watcher = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "devkit",
            "watch",
            f"{path}:remember",
            "--format",
            "json",
            "--python",
            str(ensure(BY_NAME["fastmcp-4"])),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    notices: list[str] = []
    threading.Thread(target=_reader, args=(watcher.stdout, lines), daemon=True).start()
    threading.Thread(target=_reader, args=(watcher.stderr, notices), daemon=True).start()
    try:
        first = _wait_for(lines, 1, timeout=60)[0]
        assert first["check"] == [] and first["invoke"]["result"] == "yes", first
        deadline = time.monotonic() + 30
        while not any("watching" in n for n in notices) and time.monotonic() < deadline:
            time.sleep(0.05)
        buggy = WATCHED.replace("str(await ctx.get_state", "str(ctx.get_state")
        for _ in range(10):
            path.write_text(buggy)
            try:
                second = _wait_for(lines, 2, timeout=5)[1]
                break
            except AssertionError:
                continue
        else:
            raise AssertionError(f"no second round: {lines} {notices}")
        assert [f["code"] for f in second["check"]] == ["DK005"]
        assert "coroutine object" in second["invoke"]["result"]  # as DK005 says
    finally:
        code = _interrupt(watcher, lines, notices)
    assert code == 0


def test_the_pytest_helper_runs_a_framework_server_in_process(tmp_path):
    (tmp_path / "server.py").write_text(FASTMCP_TOOLS)
    script = tmp_path / "in_process.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import json
            import server
            from devkit.testing import invoke

            report = invoke(server.mcp, {{"n": 2}}, name="work", client_id="c1",
                            access_token={SECRET!r})
            print(json.dumps({{"status": str(report["status"]), "result": report["result"],
                              "logs": report["logs"]}}))
            """
        )
    )
    done = subprocess.run(
        [str(ensure(BY_NAME["fastmcp-3"])), str(script)],
        capture_output=True,
        text=True,
        timeout=INVOKE_SECONDS,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["status"] == "ok" and report["result"] == {"n": 4, "caller": "c1", "client": "c1"}
    assert SECRET not in done.stdout and "**" in report["logs"][1]["message"]


STATEFUL = """
from fastmcp import Context, FastMCP

mcp = FastMCP("s")

@mcp.tool
async def count(ctx: Context) -> int:
    n = (await ctx.get_state("count")) or 0
    await ctx.set_state("count", n + 1)
    return n + 1
"""


@pytest.mark.parametrize("env_name", ["fastmcp-2", "fastmcp-4"])
def test_initial_state_is_served_and_state_changes_are_reported(env_name, tmp_path):
    source = STATEFUL
    if env_name == "fastmcp-2":  # get_state/set_state are synchronous in 2.x
        source = source.replace("(await ctx.get_state", "(ctx.get_state").replace(
            "await ctx.set_state", "ctx.set_state"
        )
    (tmp_path / "server.py").write_text(source)
    code, report = invoke(env_name, tmp_path, "server.py:count", "--state", "count=41")
    assert code == 0 and report["result"] == 42, report
    assert report["events"] == [{"name": "state", "payload": {"key": "count", "value": 42}}]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "devkit",
            "invoke",
            "server.py:count",
            "--state",
            "count",
            "--python",
            str(ensure(BY_NAME[env_name])),
        ],
        capture_output=True,
        text=True,
        timeout=INVOKE_SECONDS,
        cwd=tmp_path,
    )
    assert done.returncode == 2 and "KEY=JSON" in done.stderr
