"""`devkit invoke` end to end, through the real CLI and a real child process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TOOLS = str(HERE / "sample_tools.py")
CANARY = "sk-canary-5b1e3f9a77"


def invoke(
    *args: str, env: dict[str, str] | None = None, timeout: float = 60
) -> tuple[int, dict | str, str]:
    fmt_json = "--format" not in args
    command = [
        sys.executable,
        "-m",
        "devkit",
        "invoke",
        *args,
        *(["--format", "json"] if fmt_json else []),
    ]
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        check=False,
    )
    out = (
        json.loads(done.stdout) if fmt_json and done.stdout.strip().startswith("{") else done.stdout
    )
    return done.returncode, out, done.stderr


def test_success_reports_result_and_fields():
    code, report, _ = invoke(f"{TOOLS}:echo", "--args", '{"count": 3}', "--iteration", "4")
    assert code == 0 and report["status"] == "ok"
    assert report["result"] == {"count": 3, "ratio": 1.0, "iteration": 4}
    for key in (
        "status",
        "tool",
        "profile",
        "duration_ms",
        "result",
        "error",
        "logs",
        "events",
        "artifacts",
        "teardowns",
        "needs",
        "wants",
        "stdout",
        "stderr",
    ):
        assert key in report
    assert report["tool"] == "echo" and report["profile"] == "agent" and report["duration_ms"] >= 0


def test_raising_tool_points_at_the_users_line():
    code, report, _ = invoke(f"{TOOLS}:boom")
    assert code == 1 and report["status"] == "raised"
    assert (
        report["error"]["type"] == "ValueError"
        and report["error"]["message"] == "the user's own error"
    )
    traceback = report["error"]["traceback"]
    line = next(
        i
        for i, text in enumerate(Path(TOOLS).read_text().splitlines(), 1)
        if 'raise ValueError("the user\'s own error")' in text
    )
    assert traceback.startswith("Traceback (most recent call last):\n  File ")
    assert f'sample_tools.py", line {line}, in boom' in traceback
    assert "devkit/harness" not in traceback


def test_invalid_args_name_every_field_and_do_not_run():
    code, report, _ = invoke(
        f"{TOOLS}:echo", "--args", '{"count": "many", "ratio": "x", "extra": 1}'
    )
    assert code == 2 and report["status"] == "args_error"
    fields = {f["field"] for f in report["error"]["fields"]}
    assert {"count", "ratio"} <= fields
    assert report["result"] is None


def test_unknown_tool_lists_the_tools_in_the_file():
    code, report, _ = invoke(f"{TOOLS}:nope")
    assert code == 4 and report["status"] == "not_found"
    assert "no tool named 'nope'" in report["error"]["message"]
    for name in ("echo", "boom", "charge", "recall", "summarise"):
        assert name in report["error"]["message"]


def test_import_error_in_the_users_module(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("import devkit.agent\nraise RuntimeError('module-level failure')\n")
    code, report, _ = invoke(f"{broken}:anything")
    assert code == 4 and report["status"] == "not_found"
    assert (
        "module-level failure" in report["error"]["message"]
        and "broken.py" in report["error"]["traceback"]
    )


@pytest.mark.parametrize("name", ["hang", "hang_sync"])
def test_hang_times_out_signal_fires_child_killed_and_run_cleanups_still_happen(name):
    started = time.monotonic()
    code, report, _ = invoke(f"{TOOLS}:{name}", "--timeout", "1")
    assert time.monotonic() - started < 30
    assert code == 3 and report["status"] == "timeout" and report["killed"] is True
    assert report["timed_out"] is True
    assert [(t["scope"], t["ran"]) for t in report["teardowns"]] == [("run", True)]


def test_abort_after_is_observed_by_a_polling_tool():
    code, report, _ = invoke(f"{TOOLS}:polite", "--abort-after", "0.3")
    assert (
        code == 0
        and report["result"]["aborted"] is True
        and report["result"]["reason"] == "abort-after"
    )


def test_tool_output_does_not_corrupt_json_and_is_reported():
    code, report, _ = invoke(f"{TOOLS}:chatty")
    assert code == 0 and report["result"] == {"done": True}
    assert "hello from the tool" in report["stdout"] and "raw fd write" in report["stdout"]
    assert "a warning on stderr" in report["stderr"]
    assert {"level": "warning", "message": "structured", "fields": {"user": "u1"}} in report["logs"]


def test_sys_exit_is_reported_not_success():
    code, report, _ = invoke(f"{TOOLS}:exits")
    assert code == 1 and report["status"] == "raised" and report["error"]["type"] == "SystemExit"
    assert "sys.exit(3)" in report["error"]["message"]


def test_os_exit_is_reported_not_success():
    code, report, _ = invoke(f"{TOOLS}:hard_exit")
    assert code == 1 and report["status"] == "raised" and report["error"]["type"] == "ProcessExit"


@pytest.mark.parametrize("how", ["flag", "env"])
def test_secret_canary_never_appears_in_text_or_json(how):
    secret = f"github={CANARY}" if how == "flag" else "github=env:DEVKIT_TEST_TOKEN"
    env = {"DEVKIT_TEST_TOKEN": CANARY}
    code, report, stderr = invoke(f"{TOOLS}:leaky", "--credential", secret, env=env)
    assert code == 0 and report["needs"] == [{"name": "github", "resolved": True}]
    raw = json.dumps(report)
    assert CANARY not in raw and CANARY not in stderr
    assert report["result"]["token"] == "**********" and "**********" in report["stdout"]
    code, text, stderr = invoke(
        f"{TOOLS}:leaky", "--credential", secret, "--format", "text", env=env
    )
    assert code == 0 and CANARY not in text and CANARY not in stderr and "**********" in text


def test_mcp_token_is_redacted_too():
    code, report, _ = invoke(
        f"{TOOLS}:Payments.charge", "--args", '{"amount": 5}', "--subject", "user-1", "--task"
    )
    assert code == 0, report
    assert report["result"] == {"who": "user-1", "task": True}
    assert report["logs"][0]["fields"]["token"] == "**********"
    assert report["events"] == [{"name": "charged", "payload": {"amount": 5, "who": "user-1"}}]


def test_mcp_guard_refuses_without_a_subject():
    code, report, _ = invoke(f"{TOOLS}:charge", "--args", '{"amount": 5}', "--no-auth")
    assert code == 1 and "guard Guard refused the call" in report["error"]["message"]


def test_declared_fields_stay_none_without_their_declaration():
    code, report, _ = invoke(f"{TOOLS}:anonymous", "--subject", "u", "--task")
    assert code == 0 and report["result"] == {"auth": True, "task": True}
    assert any("no @use_guards" in n for n in report["notes"]) and any(
        "task_support" in n for n in report["notes"]
    )


def test_a_read_across_identities_finds_nothing(tmp_path):
    shared = tmp_path / "shared.txt"
    shared.write_text("alice's data")
    alice = "tenant=acme,principal=alice"
    # Seeded into alice's scope; read by alice: found.
    code, report, _ = invoke(
        f"{TOOLS}:peek", "--artifact", f"shared.txt={shared}@{alice}", "--identity", alice
    )
    assert code == 0 and report["result"] == {"found": True, "names": ["shared.txt"]}
    # The same artifact in alice's scope; read by bob, or by another tenant's alice: nothing.
    for caller in ("tenant=acme,principal=bob", "tenant=other,principal=alice"):
        code, report, _ = invoke(
            f"{TOOLS}:peek", "--artifact", f"shared.txt={shared}@{alice}", "--identity", caller
        )
        assert code == 0 and report["result"] == {"found": False, "names": []}, caller
    # What a tool writes is stamped with this call's origin.
    code, report, _ = invoke(
        f"{TOOLS}:store", "--args", '{"text": "mine"}', "--identity", "tenant=acme,principal=bob"
    )
    assert code == 0 and report["result"]["seen"] == ["note.txt"]
    assert report["artifacts"][0]["origin"]["tool_call_id"].startswith("call_")


def test_no_credential_store_makes_credentials_raise_the_teaching_error():
    code, report, _ = invoke(f"{TOOLS}:pull", "--no-credential-store")
    assert code == 1 and report["error"]["type"] == "ServiceNotAttached"
    assert "no credential provider is attached" in report["error"]["message"]
    code, report, _ = invoke(f"{TOOLS}:pull", "--credential", "github=x")
    assert code == 0 and report["result"] == {"has": True}


def test_unresolved_need_is_reported_and_the_tool_runs_without_it():
    code, report, _ = invoke(f"{TOOLS}:leaky")
    assert code == 0 and report["result"] == {"credential": None}
    assert report["needs"] == [{"name": "github", "resolved": False}]


def test_wants_artifact_reference_is_resolved_to_data_and_meta(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("hello world")
    code, report, _ = invoke(
        f"{TOOLS}:summarise",
        "--args",
        '{"document": {"$artifact": "doc"}}',
        "--artifact",
        f"doc={doc}",
    )
    assert code == 0 and report["result"] == {"chars": 11, "meta_name": "doc", "first": "hello"}
    assert report["wants"] == [{"argument": "document", "artifact": "doc", "resolved": True}]
    code, report, _ = invoke(
        f"{TOOLS}:summarise", "--args", '{"document": {"$artifact": "missing"}}'
    )
    assert code == 2 and "artifact 'missing' not found" in report["error"]["message"]


def test_session_cleanups_run_only_with_end_session():
    _, report, _ = invoke(f"{TOOLS}:session_state", "--session", "s1")
    assert report["teardowns"] == [
        {
            "scope": "session",
            "key": report["teardowns"][0]["key"],
            "ran": False,
            "status": "not_run",
            "error": None,
            "reason": "not run: the session did not end (pass --end-session to end it)",
        }
    ]
    _code, report, _ = invoke(f"{TOOLS}:session_state", "--session", "s1", "--end-session")
    assert [t["ran"] for t in report["teardowns"]] == [True]


def test_teardown_scopes_and_no_run():
    code, report, _ = invoke(f"{TOOLS}:hang_sync", "--no-run", "--timeout", "0.5")
    assert code == 3 and report["teardowns"] == []  # without a run, the tool registers nothing


def test_adk_memory_state_and_actions(tmp_path):
    memories = tmp_path / "m.jsonl"
    memories.write_text('{"content": "likes green tea"}\n"prefers mornings"\n')
    code, report, _ = invoke(
        f"{TOOLS}:recall", "--args", '{"query": "tea"}', "--memory", str(memories)
    )
    assert code == 0 and report["result"] == {"best": "likes green tea"}
    assert report["events"][0]["name"] == "actions" and report["events"][0]["payload"][
        "state_delta"
    ] == {"asked": "tea"}
    code, report, _ = invoke(f"{TOOLS}:recall", "--args", '{"query": "tea"}', "--no-memory-service")
    assert report["result"] == {"memory": False}


def test_invocation_file_and_schema(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "schema", "invocation"],
        capture_output=True,
        text=True,
        check=True,
    )
    schema = json.loads(done.stdout)
    assert schema["title"] == "devkit invocation" and "args" in schema["properties"]
    file = tmp_path / "call.json"
    file.write_text(json.dumps({"target": f"{TOOLS}:echo", "args": {"count": 2}, "iteration": 7}))
    code, report, _ = invoke("--invocation", str(file))
    assert code == 0 and report["result"] == {"count": 2, "ratio": 1.0, "iteration": 7}
    code, report, _ = invoke("--invocation", str(file), "--args", '{"count": 9}')
    assert report["result"]["count"] == 9
    file.write_text(json.dumps({"target": f"{TOOLS}:leaky", "credentials": {"github": CANARY}}))
    code, _, stderr = invoke("--invocation", str(file))
    assert code == 2 and "may only say where a secret comes from" in stderr and CANARY not in stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["x.py"], "FILE.py:TOOL"),
        ([f"{TOOLS}:echo", "--args", "{bad"], "--args: invalid JSON"),
        ([f"{TOOLS}:echo", "--identity", "tenant"], "--identity: expected key=value"),
        ([f"{TOOLS}:echo", "--teardown-scopes", "forever"], "--teardown-scopes: 'forever'"),
        (
            [f"{TOOLS}:echo", "--credential", "github=env:DEVKIT_NOT_SET_ANYWHERE"],
            "DEVKIT_NOT_SET_ANYWHERE is not set",
        ),
        ([f"{TOOLS}:echo", "--run-id", "r", "--no-run"], "contradict"),
        (
            [f"{TOOLS}:echo", "--artifact", "a=/nonexistent/file"],
            "--artifact a=/nonexistent/file: cannot read",
        ),
    ],
)
def test_usage_errors_exit_2_naming_the_flag(args, message):
    code, _, stderr = invoke(*args)
    assert code == 2 and message in stderr


def test_text_report_is_readable():
    code, text, _ = invoke(f"{TOOLS}:echo", "--args", '{"count": 1}', "--format", "text")
    assert (
        code == 0
        and text.splitlines()[0].startswith("ok  echo (agent) in ")
        and '"count": 1' in text
    )


def test_module_target_and_explicit_interpreter():
    code, report, _ = invoke(
        "tests.harness.sample_tools:echo", "--args", '{"count": 4}', "--python", sys.executable
    )
    assert code == 0 and report["result"]["count"] == 4
    code, _, stderr = invoke(f"{TOOLS}:echo", "--python", "/nonexistent/python3")
    assert code == 2 and "--python /nonexistent/python3: cannot start it" in stderr
