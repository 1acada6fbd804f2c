"""`devkit invoke` under attack: redaction, bounds, timeouts, odd values, honest statuses.

Each test is one finding of the adversarial review of the harness (issue 13).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from devkit.harness.redaction import MIN_RELIABLE_SECRET

from .test_invoke_cli import ROOT, invoke

HERE = Path(__file__).resolve().parent
HOSTILE = str(HERE / "hostile_tools.py")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead for our purpose (its parent, gone, can no longer reap it quickly).
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


# -- 2. redaction never corrupts a report ---------------------------------------------------


@pytest.mark.parametrize("secret", ["a", "ok", "status", "kind", "result", "e"])
def test_a_short_or_common_secret_masks_values_not_the_report(secret):
    code, report, _ = invoke(
        f"{HOSTILE}:returns_status", "--credential", f"github={secret}", "--args", "{}"
    )
    assert code == 0, report
    assert report["status"] == "ok"
    assert set(report) >= {"status", "tool", "result", "logs", "teardowns", "stdout"}
    # The tool's text is masked wherever the secret appears in it...
    texts = [
        report["stdout"],
        *report["result"],
        *(v for v in report["result"].values() if isinstance(v, str)),
    ]
    assert not [t for t in texts if secret in t.replace("**********", "")]
    # ...and, for a very short one, the report says the masking is not to be relied on.
    warned = any("shorter than" in n for n in report["notes"])
    assert warned == (len(secret) < MIN_RELIABLE_SECRET)


def test_a_short_secret_in_text_format_still_renders():
    code, text, _ = invoke(
        f"{HOSTILE}:returns_status", "--credential", "github=ok", "--format", "text"
    )
    assert code == 0
    assert text.startswith("ok")


# -- 3. redaction never misses the exact value ----------------------------------------------


@pytest.mark.parametrize(
    "secret",
    [
        "-----BEGIN KEY-----\r\nAbCdEf0123\r\n-----END KEY-----",
        "back\\slash\\secret-77",
        "line\nbreak-secret-42",
        "quote'and\"double-9",
        "ünïcödé-sécret-✓",
    ],
    ids=["crlf", "backslash", "newline", "quotes", "unicode"],
)
def test_every_printed_form_of_a_secret_is_masked(secret):
    code, report, _ = invoke(
        f"{HOSTILE}:prints_secret",
        "--credential",
        "github=env:HOSTILE_SECRET",
        env={"HOSTILE_SECRET": secret},
    )
    assert code == 0, report
    everything = json.dumps(report, ensure_ascii=False)
    for form in (
        secret,
        repr(secret)[1:-1],
        json.dumps(secret)[1:-1],
        secret.replace("\r\n", "\n"),
    ):
        assert form not in everything
        assert form not in report["stdout"]
    assert report["stdout"].count("**********") >= 3


def test_a_numeric_secret_returned_as_a_number_is_masked():
    code, report, _ = invoke(f"{HOSTILE}:returns_number", "--credential", "github=90210417")
    assert code == 0, report
    assert report["result"] == {"pin": "**********", "as_float": "**********"}
    assert "90210417" not in json.dumps(report)


def test_records_forged_by_the_tool_are_redacted_by_the_parent():
    code, report, _ = invoke(
        f"{HOSTILE}:forges_records", "--credential", "github=forged-secret-123"
    )
    assert code == 0, report
    assert "forged-secret-123" not in json.dumps(report)
    code, text, _ = invoke(
        f"{HOSTILE}:forges_records", "--credential", "github=forged-secret-123", "--format", "text"
    )
    assert "forged-secret-123" not in text


# -- 4. secrets never rest on disk -------------------------------------------------------------


def test_nothing_of_a_run_is_written_to_disk_and_a_killed_parent_takes_the_child_along(tmp_path):
    secret = "disk-canary-3f9e1c"
    env = {**os.environ, "TMPDIR": str(tmp_path), "HOSTILE_SECRET": secret}
    parent = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "devkit",
            "invoke",
            f"{HOSTILE}:spawns_and_hangs",
            "--timeout",
            "60",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    # Wait until the tool runs (its grandchild appears under the parent's tree).
    deadline = time.monotonic() + 30
    tree: list[int] = []
    while time.monotonic() < deadline and len(tree) < 2:
        tree = _descendants(parent.pid)
        time.sleep(0.1)
    assert len(tree) >= 2, "the tool did not start its grandchild within 30 s"
    assert list(tmp_path.iterdir()) == [], "the run wrote files to the temp folder"
    parent.send_signal(signal.SIGTERM)
    try:
        parent.wait(30)
    except subprocess.TimeoutExpired:
        parent.kill()
        raise AssertionError("devkit invoke did not exit within 30 s of SIGTERM") from None
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(p) for p in tree):
        time.sleep(0.1)
    assert not [p for p in tree if _alive(p)], "the child or grandchild outlived the parent"
    assert list(tmp_path.iterdir()) == []


def _descendants(pid: int) -> list[int]:
    found, frontier = [], [pid]
    while frontier:
        current = frontier.pop()
        # Children are listed per thread: the tool starts its process from its own thread.
        for task in Path(f"/proc/{current}/task").glob("*"):
            try:
                children = (task / "children").read_text().split()
            except OSError:
                continue
            for child in map(int, children):
                found.append(child)
                frontier.append(child)
    return found


# -- 5. bounded runs -----------------------------------------------------------------------------


def test_a_flood_of_output_is_cut_and_said_so():
    code, report, _ = invoke(f"{HOSTILE}:floods_stdout", "--max-output", "10000", timeout=120)
    assert code == 0
    assert len(report["stdout"]) == 10000
    assert report["truncated"]["stdout"] == {"size": 200 * (1 << 20), "kept": 10000}
    code, text, _ = invoke(f"{HOSTILE}:floods_stdout", "--format", "text", timeout=120)
    assert code == 0 and "stdout cut to 1000000 of 209715200" in text
    assert len(text) < 100_000


def test_a_huge_result_is_cut_and_said_so():
    code, report, _ = invoke(f"{HOSTILE}:huge_result", "--max-result", "5000", timeout=120)
    assert code == 0
    assert isinstance(report["result"], str) and len(report["result"]) == 5000
    assert report["truncated"]["result"]["size"] > 100_000_000


# -- 6. timeouts kill everything and tell the truth -------------------------------------------


def test_a_timeout_kills_the_grandchildren_too():
    code, report, _ = invoke(f"{HOSTILE}:spawns_and_hangs", "--timeout", "1")
    assert code == 3 and report["status"] == "timeout"
    pid = int(re.search(r"GRANDCHILD=(\d+)", report["stdout"]).group(1))
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.1)
    assert not _alive(pid), "the tool's own child process survived the timeout"


def test_a_tool_holding_the_interpreter_is_killed_by_the_parent():
    # The child's supervisor cannot run while the regex holds the GIL; only the parent can
    # end it. (With the old in-child deadline this took ~30 s: the bound here is 25.)
    code, report, _ = invoke(f"{HOSTILE}:holds_the_gil", "--timeout", "1", timeout=25)
    assert code == 3 and report["status"] == "timeout" and report["killed"]
    assert any("did not respond while running the tool" in n for n in report["notes"])
    assert "STARTED" in report["stdout"]


def test_a_hanging_cleanup_does_not_stop_the_others():
    from devkit.testing import invoke as invoke_in_process

    from .hostile_tools import hanging_cleanup

    report = invoke_in_process(hanging_cleanup, {}, cleanup_limit=0.5)
    by_key = {t["key"]: t for t in report["teardowns"]}
    assert by_key["fails"]["status"] == "failed" and by_key["fails"]["ran"]
    assert "ZeroDivisionError" in by_key["fails"]["error"]
    assert by_key["hangs"]["status"] == "timed_out" and not by_key["hangs"]["ran"]
    assert "did not finish within 0.5 s" in by_key["hangs"]["error"]
    assert by_key["first"]["status"] == "ran" and by_key["first"]["ran"]
    assert "FIRST CLEANUP RAN" in report["stdout"]


# -- 7. reports are valid for any result ----------------------------------------------------------


def _strict_json(text: str) -> object:
    def refuse(name: str) -> None:
        raise AssertionError(f"invalid JSON constant {name}")

    return json.loads(text, parse_constant=refuse)


def test_nan_infinity_and_lone_surrogates_give_valid_json_and_text():
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "invoke", f"{HOSTILE}:weird_values", "--format", "json"],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    report = _strict_json(done.stdout.decode("utf-8"))
    assert report["result"] == {
        "nan": "NaN",
        "inf": "Infinity",
        "ninf": "-Infinity",
        "lone": "a\\udc80b",
    }
    code, text, _ = invoke(f"{HOSTILE}:weird_values", "--format", "text")
    assert code == 0 and '"NaN"' in text


def test_a_lone_surrogate_in_an_error_does_not_crash_the_report():
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "invoke", f"{HOSTILE}:surrogate_error"],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 1
    assert "bad byte \\udcff here" in done.stdout.decode("utf-8")


def test_error_text_with_markup_shows_as_written():
    code, text, _ = invoke(f"{HOSTILE}:markup_error", "--format", "text")
    assert code == 1
    assert "closing [/] and [bold]tags[/bold] and [x] must show as written" in text


# -- 8. honest statuses ------------------------------------------------------------------------------


def test_an_exception_with_a_broken_str_is_reported_as_raised():
    code, report, _ = invoke(f"{HOSTILE}:broken_str")
    assert code == 1 and report["status"] == "raised"
    assert report["error"]["type"] == "Unprintable"
    assert "str() raised RuntimeError" in report["error"]["message"]


def test_a_validator_raising_type_error_is_the_tool_raising():
    code, report, _ = invoke(f"{HOSTILE}:picky_validator", "--args", '{"value": 3}')
    assert code == 1 and report["status"] == "raised"
    assert report["error"]["type"] == "TypeError"
    assert report["error"]["phase"] == "args"
    assert "hostile_tools.py" in report["error"]["traceback"]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/stdin"])
def test_an_artifact_that_is_not_a_regular_file_is_a_usage_error(device):
    code, _, err = invoke(
        str(HERE / "sample_tools.py") + ":echo",
        "--args",
        '{"count": 1}',
        "--artifact",
        f"x={device}",
    )
    assert code == 2
    assert "--artifact x" in err and "not a regular file" in err


def test_an_interpreter_without_devkit_is_named(tmp_path):
    bare = tmp_path / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(bare)], check=True, timeout=120
    )
    python = str(bare / "bin" / "python")
    code, report, _ = invoke(f"{HOSTILE}:returns_status", "--python", python)
    assert code == 4 and report["status"] == "not_found"
    assert report["error"]["type"] == "DevkitNotInstalled"
    assert python in report["error"]["message"] and "pip install" in report["error"]["message"]


def test_a_declaration_error_is_reported_at_the_users_line(tmp_path):
    module = tmp_path / "bad_decl.py"
    module.write_text(
        "from devkit.agent import ToolExecutionContext, tool\n\n\n"
        '@tool(name="bad", needs=["github"])\n'
        "def bad(args, ctx: ToolExecutionContext):\n"
        "    return 1\n"
    )
    code, report, _ = invoke(f"{module}:bad")
    assert code == 4 and report["status"] == "not_found"
    assert report["error"]["phase"] == "import"
    assert "Need" in report["error"]["message"]
    first_frame = report["error"]["traceback"].splitlines()[1]
    assert "bad_decl.py" in first_frame, report["error"]["traceback"]


def test_a_syntax_error_shows_the_users_file_and_no_harness_frames(tmp_path):
    module = tmp_path / "broken.py"
    module.write_text("def tool(:\n    pass\n")
    code, report, _ = invoke(f"{module}:tool")
    assert code == 4 and report["error"]["type"] == "SyntaxError"
    assert "broken.py" in report["error"]["traceback"]
    assert "devkit/harness" not in report["error"]["traceback"]
    assert "importlib" not in report["error"]["traceback"]


@pytest.mark.parametrize("value", ["inf", "1e300", "nan", "-1", "0"])
def test_an_impossible_timeout_is_a_usage_error(value):
    code, _, err = invoke(f"{HOSTILE}:returns_status", "--timeout", value)
    assert code == 2
    assert "--timeout" in err


def test_an_impossible_timeout_in_an_invocation_file_is_a_usage_error(tmp_path):
    call = tmp_path / "call.json"
    call.write_text(json.dumps({"target": f"{HOSTILE}:returns_status", "timeout": 1e300}))
    code, _, err = invoke("--invocation", str(call))
    assert code == 2 and "timeout" in err


# -- 9. in-process runs leak nothing ------------------------------------------------------------


def test_an_abandoned_thread_in_process_prints_no_secret(capfd):
    from devkit.agent import Need, ToolExecutionContext, tool
    from devkit.testing import invoke as invoke_in_process

    secret = "late-leak-secret-0451"

    @tool(name="late_printer", needs=[Need("github")])
    def late_printer(args, ctx: ToolExecutionContext):
        revealed = ctx.credential.secret.reveal() if ctx.credential else ""
        time.sleep(1.0)
        print("LATE", revealed, flush=True)
        sys.__stdout__.write(f"LATE-RAW {revealed}\n")

    report = invoke_in_process(
        late_printer, {}, credentials={"github": secret}, timeout=0.2, grace=0.1
    )
    assert report["status"] == "timeout"
    time.sleep(2.0)  # long past the tool's sleep: whatever it was going to print, it has
    out, err = capfd.readouterr()
    assert secret not in out + err


# -- 10. isolation holds for every profile --------------------------------------------------------


def test_adk_public_artifact_service_cannot_read_another_session(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("other session's notes")
    mine = tmp_path / "mine.txt"
    mine.write_text("mine")
    code, report, _ = invoke(
        f"{HOSTILE}:peek_other_session",
        "--session",
        "my-session",
        "--artifact",
        f"notes.txt={notes}@session=other-session",
        "--artifact",
        f"mine.txt={mine}",
    )
    assert code == 0, report
    assert report["result"] == {"data": None, "keys": [], "own": "mine"}
